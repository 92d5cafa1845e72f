/* The twin of argc_correlated_lock_ok.c whose unlock is made on some processes only: run
 * with no argument (argc == 1), rank 0 takes the lock and skips the unlock.
 * Bug: MPI_Win_free on a window rank 0 still holds locked.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int buf[4] = {0}, val = 7, rank;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    if (argc == 1) {
        MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win); // expect: rma-open-epoch
        MPI_Put(&val, 1, MPI_INT, 0, rank % 4, 1, MPI_INT, win);
    }
    if (argc == 1 && rank > 0)
        MPI_Win_unlock(0, win);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
