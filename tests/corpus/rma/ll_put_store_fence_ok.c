/* ll_put_store_ok (seed 001, Table II and Fig. 4b): the correction of Fig. 3f.
 * The buffer is modified after the fence that ends the epoch of the MPI_Put,
 * inside a new epoch.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, target;
    int buf = 7;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    target = (rank + 1) % size;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    MPI_Win_fence(0, win);
    MPI_Put(&buf, 1, MPI_INT, target, 0, 1, MPI_INT, win);
    MPI_Win_fence(0, win);
    buf = 42;
    MPI_Win_fence(0, win);

    MPI_Win_free(&win);
    printf("%d: got %d, buf %d\n", rank, winbuf[0], buf);
    MPI_Finalize();
    return 0;
}
