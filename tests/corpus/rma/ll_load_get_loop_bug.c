/* ll_load_get_loop (seed 001, Table II and Fig. 5): a binary-tree broadcast
 * where each step loads the local buffer, then MPI_Get overwrites it, in a
 * loop without synchronisation between the steps.
 * Bug: from the second iteration on, the load reads the buffer the MPI_Get of
 * the previous iteration may still be writing, and MPI_Get conflicts with
 * itself (two MPI_Get into one buffer in one epoch).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, step, sum = 0;
    int buf = 0;
    int winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    winbuf[0] = rank + 1;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    MPI_Win_lock_all(0, win);
    step = 1;
    while (step < size) {
        sum += buf; // expect: rma-local-race
        if (rank >= step)
            MPI_Get(&buf, 1, MPI_INT, rank - step, 0, 1, MPI_INT, win); // expect: rma-local-race
        step *= 2;
    }
    MPI_Win_unlock_all(win);

    MPI_Win_free(&win);
    printf("%d: buf %d sum %d\n", rank, buf, sum);
    MPI_Finalize();
    return 0;
}
