/* f stores into the origin buffer of an MPI_Put before the flush (rma-local-race); g copies into
 * it with memcpy after the flush (no finding); h stores into window memory in a fence epoch in
 * which another process puts into it (rma-target-race). */
#include <mpi.h>
#include <string.h>

void f(MPI_Win win, int *buf)
{
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(buf, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
    buf[2] = 42;
    MPI_Win_flush(1, win);
    MPI_Win_unlock(1, win);
}

void g(MPI_Win win, int *buf, const int *src)
{
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(buf, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
    MPI_Win_flush(1, win);
    memcpy(buf, src, 4 * sizeof(int));
    MPI_Win_unlock(1, win);
}

void h(void)
{
    int rank, *base, v = 7;
    MPI_Win win;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    MPI_Win_fence(0, win);
    if (rank == 0)
        MPI_Put(&v, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
    else
        base[2] = 5;
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);
}
