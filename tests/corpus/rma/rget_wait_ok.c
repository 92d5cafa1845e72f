/* Request-based one-sided operations: MPI_Rget completes locally at MPI_Wait,
 * after which the buffer may be read inside the same epoch.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, in = -1, twice;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    winbuf[0] = 3 * rank;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Barrier(MPI_COMM_WORLD);

    MPI_Win_lock_all(0, win);
    MPI_Rget(&in, 1, MPI_INT, (rank + 1) % size, 0, 1, MPI_INT, win, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    twice = 2 * in;
    MPI_Win_unlock_all(win);

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    printf("%d: %d\n", rank, twice);
    MPI_Finalize();
    return 0;
}
