/* MPI + OpenMP, target side: rank 0 puts into rank 1's window, completes it and enters a
 * barrier in one section of a sections construct; on the other ranks the section that enters
 * the barrier reads the element after it, the other section only counts.
 * Correct: the read follows the barrier in its own section, and the Put is complete before
 * rank 0 enters the barrier.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, provided, value = 42, *base, n = 0;
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
                n++;
            }
        }
    } else {
#pragma omp parallel num_threads(2)
        {
#pragma omp sections
            {
#pragma omp section
                {
                    MPI_Barrier(MPI_COMM_WORLD);
                    printf("base[0] is %d\n", base[0]);
                }
#pragma omp section
                n++;
            }
        }
    }

    printf("%d\n", n);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
