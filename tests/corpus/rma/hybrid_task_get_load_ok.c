/* MPI + OpenMP: a task gets an element of rank 0's window into a shared variable and completes
 * the Get; the thread that created the task waits for it (taskwait) and reads the variable.
 * Correct: the Get is complete when the task is.
 */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, provided, got = 0, *base;
    MPI_Win win;

    MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = rank;
    MPI_Barrier(MPI_COMM_WORLD);

#pragma omp parallel num_threads(2)
    {
#pragma omp single
        {
#pragma omp task shared(got)
            {
                MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
                MPI_Get(&got, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
                MPI_Win_unlock(0, win);
            }
#pragma omp taskwait
            printf("%d\n", got);
        }
    }

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
