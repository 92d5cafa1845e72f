/* A table of passes per level; the level is chosen from the number of
 * processes, and each pass performs an MPI_Allreduce. The table also holds
 * per-process weights indexed by the rank, which only scale the data.
 * Correct: plan[level] is read with an index every process computes alike.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int plan[4] = {1, 2, 2, 3};
    double weight[4] = {1.0, 0.5, 0.25, 0.125};
    int rank, size, level, p;
    double x, s = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    level = size % 4;
    x = weight[rank % 4];
    for (p = 0; p < plan[level]; p++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("level %d: %d passes, sum %g\n", level, plan[level], s);
    MPI_Finalize();
    return 0;
}
