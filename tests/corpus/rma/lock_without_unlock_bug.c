/* A passive-target epoch on one path is never closed.
 * Bug: when `urgent` is set the function returns between MPI_Win_lock and
 * MPI_Win_unlock: the put is never guaranteed to complete and the lock is
 * still held at MPI_Win_free (erroneous).
 */
#include <mpi.h>
#include <stdio.h>

static int push(int value, int target, int urgent, MPI_Comm comm)
{
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, comm, &win);
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, target, 0, win); // expect: rma-open-epoch
    MPI_Put(&value, 1, MPI_INT, target, 0, 1, MPI_INT, win);
    if (!urgent)
        MPI_Win_unlock(target, win);
    MPI_Barrier(comm);
    MPI_Win_free(&win);
    return winbuf[0];
}

int main(int argc, char **argv)
{
    int rank, size, got;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    got = push(rank, (rank + 1) % size, argc > 5, MPI_COMM_WORLD);
    printf("%d: %d\n", rank, got);
    MPI_Finalize();
    return 0;
}
