/* ll_get_get_ok (seed 001, Table II and Fig. 4a): the correction of Fig. 3a.
 * MPI_Win_flush completes the first MPI_Get before the second one writes the
 * same buffer.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, target, first;
    int buf = 7;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    target = (rank + 1) % size;
    winbuf[0] = rank;
    winbuf[1] = -rank;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    MPI_Win_lock_all(0, win);
    MPI_Get(&buf, 1, MPI_INT, target, 0, 1, MPI_INT, win);
    MPI_Win_flush(target, win);
    first = buf;
    MPI_Get(&buf, 1, MPI_INT, target, 1, 1, MPI_INT, win);
    MPI_Win_unlock_all(win);

    MPI_Win_free(&win);
    printf("%d: first %d then %d\n", rank, first, buf);
    MPI_Finalize();
    return 0;
}
