/* Rank 0 reads the iteration count, but the broadcast was moved after the
 * loop (it only serves the final report).
 * Bug: in the loop, rank 0 has 3 iterations and the others 0: rank 0 waits
 * in MPI_Allreduce while the others wait in MPI_Bcast; the job hangs.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, i, niter = 0;
    double local, sum = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0) {
        const char *s = getenv("NITER");
        niter = s ? atoi(s) : 3;
    }

    local = 0.5 * rank;
    for (i = 0; i < niter; i++)
        MPI_Allreduce(&local, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Bcast(&niter, 1, MPI_INT, 0, MPI_COMM_WORLD);

    if (rank == 0)
        printf("%d iterations, sum %g\n", niter, sum);
    MPI_Finalize();
    return 0;
}
