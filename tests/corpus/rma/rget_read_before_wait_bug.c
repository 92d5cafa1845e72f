/* MPI_Rget's buffer read before its request is completed.
 * Bug: the load reads `in` while the get may still be writing it (local
 * concurrency; its request is completed only afterwards).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, in = -1, early;
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
    early = in; // expect: rma-local-race, mpi-buffer-race
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    MPI_Win_unlock_all(win);

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    printf("%d: %d %d\n", rank, early, in);
    MPI_Finalize();
    return 0;
}
