/* MPI + OpenMP, target side: rank 0 puts into rank 1's window, completes it and enters a
 * barrier in one section of a sections construct; on the other ranks another section than the
 * one entering the barrier, maybe on another thread, reads the element (RMARaceBench hybrid/017).
 * Bug: the other section is not ordered with the barrier: it may read before the Put arrived.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, provided, value = 42, *base;
    MPI_Win win;

    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = 0;
    MPI_Barrier(MPI_COMM_WORLD);

    if (rank == 0) {
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
        MPI_Put(&value, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
        MPI_Win_unlock(1, win);
#pragma omp parallel num_threads(2)
        {
#pragma omp sections
            {
#pragma omp section
                MPI_Barrier(MPI_COMM_WORLD);
#pragma omp section
                value++;
            }
        }
    } else {
#pragma omp parallel num_threads(2)
        {
#pragma omp sections
            {
#pragma omp section
                MPI_Barrier(MPI_COMM_WORLD);
#pragma omp section
                printf("base[0] is %d\n", base[0]); // expect: rma-target-race
            }
        }
    }

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
