/* A lock and its unlock under two tests of argc after MPI_Init (MPI-CorrBench's conflo
 * codes choose their path by argc). MPI_Init may rewrite argc, but both tests read what it
 * left: they take the same branch, and no path locks without unlocking.
 * Correct: silent.
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
    if (argc == 1)
        MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
    if (argc == 1) {
        MPI_Put(&val, 1, MPI_INT, 0, rank % 4, 1, MPI_INT, win);
        MPI_Win_unlock(0, win);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
