/* The twin of lock_neighbour_ok.c: the lock is on (rank + 1) % size, the unlock on
 * (rank + 2) % size.
 * Bug: the epoch on the neighbour is never closed; the unlock of a rank that is not locked
 * is erroneous too.
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
    MPI_Win_lock(MPI_LOCK_SHARED, (rank + 1) % size, 0, win); // expect: rma-open-epoch
    MPI_Put(&value, 1, MPI_INT, (rank + 1) % size, 0, 1, MPI_INT, win);
    MPI_Win_unlock((rank + 2) % size, win);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
