/* A put issued before the lock that should protect it.
 * Bug: MPI_Put outside any epoch on its window (erroneous: mpich reports an
 * RMA synchronisation error or the put is lost).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, target, out;
    int winbuf[4] = {-1, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    target = (rank + 1) % size;
    out = rank;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    MPI_Put(&out, 1, MPI_INT, target, 0, 1, MPI_INT, win); // expect: rma-outside-epoch
    MPI_Win_lock(MPI_LOCK_SHARED, target, 0, win);
    MPI_Win_unlock(target, win);

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    printf("%d: %d\n", rank, winbuf[0]);
    MPI_Finalize();
    return 0;
}
