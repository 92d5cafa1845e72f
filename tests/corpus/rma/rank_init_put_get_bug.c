/* Target side between processes: the rank variable is given an initial value before
 * MPI_Comm_rank fills it (MBI GlobalConcurrency_Win_fence_Put_Get); rank 0 puts into rank 1's
 * window while rank 2 gets the same element, in the same fence epoch.
 * Bug: the Get may read the old or the new value.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank = -1, w = 0, one = 1, got = 0;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_create(&w, sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(0, win);
    if (rank == 0) {
        MPI_Put(&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    } else if (rank == 2) {
        MPI_Get(&got, 1, MPI_INT, 1, 0, 1, MPI_INT, win); // expect: rma-target-race
    }
    MPI_Win_fence(0, win);
    printf("%d %d\n", rank, got);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
