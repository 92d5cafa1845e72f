/* One-sided communication where rank 0 (the target of every MPI_Put) skips
 * the closing fence because "it does not put anything".
 * Bug: MPI_Win_fence is collective over the window's group; the origins wait
 * in the closing fence for rank 0, which is already in MPI_Win_free: the job
 * hangs.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;
    int slots[64] = {0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Win_create(slots, sizeof slots, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(0, win);

    if (rank != 0) {
        if (rank < 64)
            MPI_Put(&rank, 1, MPI_INT, 0, rank, 1, MPI_INT, win);
        MPI_Win_fence(0, win); // expect: collective-mismatch
    }

    if (rank == 0)
        printf("slot 1 = %d\n", slots[1]);

    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
