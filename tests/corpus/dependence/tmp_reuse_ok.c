/* One temporary is reused for two MPI queries: first the rank (copied out
 * for the output), then the number of processes, which bounds the loop.
 * Correct: when the loop reads tmp, it holds the result of MPI_Comm_size,
 * the same on every process.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int tmp, rank, nsteps, i;
    double x, s = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &tmp);
    rank = tmp;
    MPI_Comm_size(MPI_COMM_WORLD, &tmp);
    nsteps = tmp + 1;

    x = rank;
    for (i = 0; i < nsteps; i++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("%d steps, sum %g\n", nsteps, s);
    MPI_Finalize();
    return 0;
}
