/* MPI + OpenMP, origin side: on rank 0 one section of a sections construct puts into rank 1's
 * window and completes it, another section enters a barrier; the other ranks enter the barrier
 * in a section too, and rank 1 then reads the element (RMARaceBench hybrid/021).
 * Bug: the barrier does not order the Put: its section may run before or after it.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, provided, value = 42, n = 0, *base;
    MPI_Win win;

    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = 0;
    MPI_Barrier(MPI_COMM_WORLD);

    if (rank == 0) {
#pragma omp parallel num_threads(2)
        {
#pragma omp sections
            {
#pragma omp section
                {
                    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
                    MPI_Put(&value, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
                    MPI_Win_unlock(1, win);
                }
#pragma omp section
                MPI_Barrier(MPI_COMM_WORLD);
            }
        }
    } else {
#pragma omp parallel num_threads(2)
        {
#pragma omp sections
            {
#pragma omp section
                n++;
#pragma omp section
                MPI_Barrier(MPI_COMM_WORLD);
            }
        }
    }
    if (rank == 1)
        printf("base[0] is %d\n", base[0]); // expect: rma-target-race

    printf("%d\n", n);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
