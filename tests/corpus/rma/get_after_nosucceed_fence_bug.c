/* The last fence is given MPI_MODE_NOSUCCEED (no epoch follows it), but a get
 * is issued after it.
 * Bug: MPI_Get outside any epoch.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, in = -1;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    winbuf[0] = rank;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    MPI_Win_fence(MPI_MODE_NOPRECEDE, win);
    MPI_Win_fence(MPI_MODE_NOSUCCEED, win);
    MPI_Get(&in, 1, MPI_INT, (rank + 1) % size, 0, 1, MPI_INT, win); // expect: rma-outside-epoch

    MPI_Win_free(&win);
    printf("%d: %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
