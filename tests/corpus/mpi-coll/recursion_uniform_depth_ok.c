/* A recursive function with an MPI_Allreduce at every level; the recursion
 * depth is a constant, the same on every process.
 * Correct: every process executes 4 reductions.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

static int level_sum(int level)
{
    int x = level, s = 0;

    MPI_Allreduce(&x, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (level > 0)
        s += level_sum(level - 1);
    return s;
}

int main(int argc, char **argv)
{
    int rank, total;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    total = level_sum(3);
    if (rank == 0)
        printf("total %d\n", total);

    MPI_Finalize();
    return 0;
}
