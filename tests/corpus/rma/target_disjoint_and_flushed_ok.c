/* Target side, correct: puts to disjoint locations of one target in one
 * epoch, and a put then a get of the same location separated by
 * MPI_Win_flush; accumulates to one location are atomic with each other.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;
    int a = 1, b = 2, c = 3, in = -1, one = 1;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    if (rank == 0) {
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
        MPI_Put(&a, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
        MPI_Put(&b, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
        MPI_Put(&c, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
        MPI_Win_flush(1, win);
        MPI_Get(&in, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
        MPI_Accumulate(&one, 1, MPI_INT, 1, 3, 1, MPI_INT, MPI_SUM, win);
        MPI_Accumulate(&one, 1, MPI_INT, 1, 3, 1, MPI_INT, MPI_SUM, win);
        MPI_Win_unlock(1, win);
    }
    MPI_Barrier(MPI_COMM_WORLD);

    MPI_Win_free(&win);
    printf("%d: in %d, window %d %d %d %d\n", rank, in, winbuf[0], winbuf[1], winbuf[2], winbuf[3]);
    MPI_Finalize();
    return 0;
}
