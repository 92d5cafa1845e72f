/* Passive target with one exclusive lock per target: each process reads the
 * window of every other process in turn, the buffer is reused only after each
 * MPI_Win_unlock.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, t, in, sum = 0;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    winbuf[0] = rank + 1;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Barrier(MPI_COMM_WORLD);

    for (t = 0; t < size; t++) {
        if (t == rank)
            continue;
        MPI_Win_lock(MPI_LOCK_SHARED, t, 0, win);
        MPI_Get(&in, 1, MPI_INT, t, 0, 1, MPI_INT, win);
        MPI_Win_unlock(t, win);
        sum += in;
    }

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    printf("%d: sum of the others %d\n", rank, sum);
    MPI_Finalize();
    return 0;
}
