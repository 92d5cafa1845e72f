/* The master decides the number of iterations and broadcasts it; the
 * workers also receive their own data size point-to-point, which only
 * scales their data.
 * Correct: the loop bound is the broadcast value; the received value does
 * not decide any collective.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, i, d, niter = 0, mysize = 1;
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
        MPI_Recv(&mysize, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Bcast(&niter, 1, MPI_INT, 0, MPI_COMM_WORLD);

    x = mysize;
    for (i = 0; i < niter; i++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("%d iterations, sum %g\n", niter, s);
    MPI_Finalize();
    return 0;
}
