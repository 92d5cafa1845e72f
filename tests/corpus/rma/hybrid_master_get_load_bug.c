/* MPI + OpenMP: the master thread gets an element into the window memory and completes it
 * (lock/unlock); the other threads read it after the master construct, with no barrier
 * (RMARaceBench hybrid/001).
 * Bug: another thread may read the element while the Get is still writing it.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, provided, *base;
    MPI_Win win;

    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = rank;
    MPI_Barrier(MPI_COMM_WORLD);

    if (rank == 0) {
#pragma omp parallel num_threads(2)
        {
#pragma omp master
            {
                MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
                MPI_Get(&base[0], 1, MPI_INT, 1, 0, 1, MPI_INT, win);
                MPI_Win_unlock(1, win);
            }
            printf("base[0] is %d\n", base[0]); // expect: rma-local-race
        }
    }

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
