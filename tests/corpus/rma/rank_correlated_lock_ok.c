/* Rank 0 opens a lock epoch on rank 1's window, does unrelated work, then
 * puts and closes the epoch, each step under its own `rank == 0` test; the
 * origin buffer is reused after the unlock, under a third test.
 * Correct: the three tests of `rank == 0` take the same branch, so the put is
 * always inside the epoch, the epoch is always closed, and the buffer is only
 * written after the unlock.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, i, work = 0;
    int value = 42;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    if (rank == 0)
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
    for (i = 0; i < 10; i++)
        work += i;
    if (rank == 0) {
        MPI_Put(&value, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
        MPI_Win_unlock(1, win);
    }
    if (rank == 0)
        value = work;
    MPI_Barrier(MPI_COMM_WORLD);

    printf("%d: %d %d\n", rank, winbuf[0], value);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
