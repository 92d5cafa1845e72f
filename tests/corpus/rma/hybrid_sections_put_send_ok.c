/* MPI + OpenMP, origin side: on rank 0 one section of a sections construct puts into rank 1's
 * window, completes it and then tells rank 1 to go on, another section only counts; rank 1
 * receives the message and reads the element.
 * Correct: the message leaves after the Put is complete.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, provided, value = 42, value2 = 0, token = 1, *base;
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
                    MPI_Send(&token, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
                }
#pragma omp section
                value2++;
            }
        }
    } else if (rank == 1) {
        MPI_Recv(&token, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        printf("base[0] is %d\n", base[0]);
    }

    printf("%d\n", value2);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
