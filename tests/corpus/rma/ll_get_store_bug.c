/* ll_get_store (seed 001, Table II): MPI_Get then store on the same local buffer inside
 * a passive-target epoch (MPI_Win_lock_all).
 * Bug: Fig. 3e (Code 5): a store into the buffer MPI_Get is filling; the final value is either.
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

    MPI_Win_lock_all(0, win);
    MPI_Get(&buf, 1, MPI_INT, target, 0, 1, MPI_INT, win);
    buf = 42; // expect: rma-local-race
    MPI_Win_unlock_all(win);

    MPI_Win_free(&win);
    printf("%d: buf %d value %d\n", rank, buf, value);
    MPI_Finalize();
    return 0;
}
