/* Every iteration: rank 0 puts into rank 1's window under an exclusive lock, a barrier, rank 1
 * reads the window, a barrier. The barriers order the Put of each iteration before the read,
 * and the read before the next iteration's Put.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, *base, value = 1, sum = 0;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = 0;
    MPI_Barrier(MPI_COMM_WORLD);
    for (int it = 0; it < 10; it++) {
        if (rank == 0) {
            MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
            value = it;
            MPI_Put(&value, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
            MPI_Win_unlock(1, win);
        }
        MPI_Barrier(MPI_COMM_WORLD);
        if (rank == 1)
            sum += base[0];
        MPI_Barrier(MPI_COMM_WORLD);
    }
    printf("rank %d: %d\n", rank, sum);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
