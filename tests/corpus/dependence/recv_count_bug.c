/* The master sends each worker its number of iterations point-to-point
 * (2 + the worker's rank) and keeps 3 for itself.
 * Bug: the received counts differ (3 and 4 with 3 processes): rank 2 is
 * left alone in its fourth MPI_Allreduce and the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, i, d, niter = 0;
    double x, s = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank == 0) {
        niter = 3;
        for (d = 1; d < size; d++) {
            int n = 2 + d;
            MPI_Send(&n, 1, MPI_INT, d, 0, MPI_COMM_WORLD);
        }
    } else {
        MPI_Recv(&niter, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }

    x = rank;
    for (i = 0; i < niter; i++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop

    if (rank == 0)
        printf("%d iterations, sum %g\n", niter, s);
    MPI_Finalize();
    return 0;
}
