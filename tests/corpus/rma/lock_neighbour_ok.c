/* Lock, put and unlock on the neighbour (rank + 1) % size, computed anew at each call: the
 * unlock closes the epoch the lock opened (the same expression of values that do not change).
 * Correct (issue 17: before, a false rma-open-epoch at the lock).
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, size, value = 1, *base;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Win_allocate(sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    MPI_Win_lock(MPI_LOCK_SHARED, (rank + 1) % size, 0, win);
    MPI_Put(&value, 1, MPI_INT, (rank + 1) % size, 0, 1, MPI_INT, win);
    MPI_Win_unlock((rank + 1) % size, win);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
