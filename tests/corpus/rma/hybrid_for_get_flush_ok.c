/* MPI + OpenMP: each iteration of a worksharing loop gets its own element buf[i], completes
 * the Get with a flush and updates the element: another iteration (maybe another thread)
 * touches another element.
 * Correct.
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
        MPI_Get(&buf[i], 1, MPI_INT, 0, i, 1, MPI_INT, win);
        MPI_Win_flush(0, win);
        buf[i] += 1;
    }
    MPI_Win_unlock_all(win);

    printf("%d\n", buf[3]);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
