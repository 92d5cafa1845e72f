/* Buffers reached through a struct's members (issue 13, inclusion-based points-to):
 * exchange() gets into b->in and reads b->old in the same fence epoch; main stores one array
 * in both members (the twin param_members_get_load_ok.c stores two), so both inclusion sets
 * are {got}.
 * Bug: the load reads the buffer MPI_Get is filling.
 */
#include <mpi.h>
#include <stdio.h>

struct bufs {
    int *in;
    int *old;
};

__attribute__((noinline)) int exchange(struct bufs *b, int target, MPI_Win win)
{
    int v;
    MPI_Win_fence(0, win);
    MPI_Get(b->in, 1, MPI_INT, target, 0, 1, MPI_INT, win);
    v = b->old[0]; // expect: rma-local-race
    MPI_Win_fence(0, win);
    return v;
}

int main(int argc, char **argv)
{
    int rank, size, got[1] = {0}, prev[1] = {5}, winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    winbuf[0] = rank;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    struct bufs b = {got, got};
    int v = exchange(&b, (rank + 1) % size, win);
    printf("%d: %d %d\n", rank, got[0], v);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
