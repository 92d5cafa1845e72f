/* A recursive tree descent with a barrier per level, where the depth is the
 * process rank.
 * Bug: rank r executes r barriers (rank 0 none); the deepest ranks wait in
 * MPI_Barrier forever.
 */
#include <mpi.h>
#include <stdio.h>

static void descend(int level)
{
    if (level == 0)
        return;
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    descend(level - 1);
}

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    descend(rank);
    if (rank == 0)
        printf("done\n");

    MPI_Finalize();
    return 0;
}
