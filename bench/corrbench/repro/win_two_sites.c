/* collective-argument-mismatch "the communicator of MPI_Win_fence may differ" (owner:
 * collargs / collective).
 * Cause: a window created by one collective call written twice, in the two branches of a
 * rank test (each process exposes its own memory, or none); every process then holds the
 * same window. MPI-CorrBench correct/rma/manyget, test5, test5_am.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, buf[16];
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    else
        MPI_Win_create(MPI_BOTTOM, 0, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(0, win);
    if (rank == 1)
        MPI_Get(buf, 4, MPI_INT, 0, 0, 4, MPI_INT, win);
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
