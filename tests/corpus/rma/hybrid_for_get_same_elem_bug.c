/* The twin of hybrid_for_get_flush_ok.c: every iteration gets into buf[0]. The thread of one
 * iteration completes its Get with the flush, but another thread's Get into the same element
 * may be in progress meanwhile.
 * Bug: concurrent writes of buf[0] by the Gets of different threads, and reads of it.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, provided, *base, buf[64];
    MPI_Win win;

    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(64 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    for (int i = 0; i < 64; i++)
        base[i] = i;
    MPI_Barrier(MPI_COMM_WORLD);

    MPI_Win_lock_all(0, win);
#pragma omp parallel for
    for (int i = 0; i < 64; i++) {
        MPI_Get(&buf[0], 1, MPI_INT, 0, i, 1, MPI_INT, win); // expect: rma-local-race
        MPI_Win_flush(0, win);
        buf[0] += 1; // expect: rma-local-race, rma-local-race
    }
    MPI_Win_unlock_all(win);

    printf("%d\n", buf[0]);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
