/* The twin of hybrid_master_get_load_bug.c: a barrier of the team after the master construct
 * orders the Get (completed by the master's unlock) before the other threads' reads. The
 * window handle the region loads (captured `win`) is not an access to the window's memory.
 * Correct.
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
#pragma omp barrier
            printf("base[0] is %d\n", base[0]);
        }
    }

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
