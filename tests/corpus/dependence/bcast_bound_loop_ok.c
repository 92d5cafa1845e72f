/* Rank 0 reads the configuration (here: NITER from the environment, 3 by
 * default) and broadcasts the iteration count before the loop.
 * Correct: after MPI_Bcast every process holds rank 0's value, so all run
 * the same number of MPI_Allreduce calls.
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
    MPI_Bcast(&niter, 1, MPI_INT, 0, MPI_COMM_WORLD);

    local = 0.5 * rank;
    for (i = 0; i < niter; i++)
        MPI_Allreduce(&local, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("%d iterations, sum %g\n", niter, sum);
    MPI_Finalize();
    return 0;
}
