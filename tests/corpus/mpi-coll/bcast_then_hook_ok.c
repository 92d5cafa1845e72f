/* Like bcast_then_hook_bug.c, but the hook doubles n, the same on every process.
 * Correct: every process runs the same barriers. */
#include <mpi.h>

int n;
void (*hook)(void);

static void double_n(void)
{
    n = 2 * n;
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        n = 5;
    MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
    hook = double_n;
    hook();
    for (int i = 0; i < n; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
