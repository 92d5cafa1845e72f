/* Target side (seed 001, Fig. 6 and Algorithm 4): an MPI_Put and an MPI_Get on
 * the same location of the same target inside one lock epoch.
 * Bug: the get may read the value before or after the put.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;
    int out = 5, in = -1;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    if (rank == 0) {
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
        MPI_Put(&out, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
        MPI_Get(&in, 1, MPI_INT, 1, 2, 1, MPI_INT, win); // expect: rma-target-race
        MPI_Win_unlock(1, win);
    }
    MPI_Barrier(MPI_COMM_WORLD);

    MPI_Win_free(&win);
    printf("%d: in %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
