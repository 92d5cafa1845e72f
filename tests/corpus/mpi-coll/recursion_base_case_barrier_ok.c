/* A recursive function whose only collective is in the base case: the
 * recursion depth depends on the rank, but every process reaches the base
 * case exactly once.
 * Correct: every process executes exactly one MPI_Barrier.
 */
#include <mpi.h>
#include <stdio.h>

static int descend(int level)
{
    if (level == 0) {
        MPI_Barrier(MPI_COMM_WORLD);
        return 0;
    }
    return 1 + descend(level - 1);
}

int main(int argc, char **argv)
{
    int rank, depth;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    depth = descend(rank);
    if (rank == 0)
        printf("depth %d\n", depth);

    MPI_Finalize();
    return 0;
}
