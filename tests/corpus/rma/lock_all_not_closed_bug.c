/* A lock_all epoch left open when the window is freed.
 * Bug: MPI_Win_unlock_all is missing: the gets are not guaranteed to have
 * completed, and freeing a window with an open epoch is erroneous.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, in = -1;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    winbuf[0] = 10 * rank;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    MPI_Win_lock_all(0, win); // expect: rma-open-epoch
    MPI_Get(&in, 1, MPI_INT, (rank + 1) % size, 0, 1, MPI_INT, win);
    MPI_Win_flush_all(win);
    printf("%d: %d\n", rank, in);

    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
