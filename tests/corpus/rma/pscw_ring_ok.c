/* Generalised active target (post/start/complete/wait) on a ring: every
 * process exposes its window to its left neighbour and puts into its right
 * neighbour's.
 * Correct: the put is inside the access epoch, the buffer is modified after
 * MPI_Win_complete, and the exposure epoch ends with MPI_Win_wait.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, left, right, out;
    int winbuf[4] = {-1, 0, 0, 0};
    MPI_Win win;
    MPI_Group world, lgroup, rgroup;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    left = (rank + size - 1) % size;
    right = (rank + 1) % size;
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, 1, &left, &lgroup);
    MPI_Group_incl(world, 1, &right, &rgroup);
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);

    out = rank;
    MPI_Win_post(lgroup, 0, win);
    MPI_Win_start(rgroup, 0, win);
    MPI_Put(&out, 1, MPI_INT, right, 0, 1, MPI_INT, win);
    MPI_Win_complete(win);
    out = -1;
    MPI_Win_wait(win);

    printf("%d: got %d from %d\n", rank, winbuf[0], left);
    MPI_Win_free(&win);
    MPI_Group_free(&lgroup);
    MPI_Group_free(&rgroup);
    MPI_Group_free(&world);
    MPI_Finalize();
    return 0;
}
