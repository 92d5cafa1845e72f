/* One window created by one collective call written twice, in the two branches of a rank test:
 * rank 0 exposes its buffer, the others no memory (MPI-CorrBench correct/rma/manyget, test5,
 * test5_am). Every process then holds the same window, so the fences on it match.
 * Correct.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, buf[16] = {0}, got[4];
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    else
        MPI_Win_create(MPI_BOTTOM, 0, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(0, win);
    if (rank == 1)
        MPI_Get(got, 4, MPI_INT, 0, 0, 4, MPI_INT, win);
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
