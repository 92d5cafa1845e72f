/* ll_get_load (seed 001, Table II): MPI_Get then load on the same local buffer inside
 * a fence epoch.
 * Bug: Fig. 3b (Code 2): a load of the buffer MPI_Get is filling reads the old or the new
 * value.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, target, value = 0;
    int buf = 7;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    target = (rank + 1) % size;
    winbuf[0] = rank;
    winbuf[1] = -rank;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    MPI_Win_fence(0, win);
    MPI_Get(&buf, 1, MPI_INT, target, 0, 1, MPI_INT, win);
    value = buf; // expect: rma-local-race
    MPI_Win_fence(0, win);

    MPI_Win_free(&win);
    printf("%d: buf %d value %d\n", rank, buf, value);
    MPI_Finalize();
    return 0;
}
