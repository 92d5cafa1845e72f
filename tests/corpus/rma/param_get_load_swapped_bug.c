/* Two pointer parameters (issue 13, inclusion-based points-to): exchange() gets into `in`
 * and reads `old` in the same fence epoch. main swaps two pointers (double buffering), as
 * in the twin param_get_load_swapped_ok.c, but passes one array as both parameters: both
 * inclusion sets are {got}.
 * Bug: the load reads the buffer MPI_Get is filling.
 */
#include <mpi.h>
#include <stdio.h>

__attribute__((noinline)) int exchange(int *in, int *old, int target, MPI_Win win)
{
    int v;
    MPI_Win_fence(0, win);
    MPI_Get(in, 1, MPI_INT, target, 0, 1, MPI_INT, win);
    v = old[0]; // expect: rma-local-race
    MPI_Win_fence(0, win);
    return v;
}

int main(int argc, char **argv)
{
    int rank, size, v = 0, got[1] = {0}, prev[1] = {5}, winbuf[4] = {0, 0, 0, 0};
    int *newest = got, *older = prev, *t;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    winbuf[0] = rank;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    for (int it = 0; it < 2; it++) {
        v += exchange(got, got, (rank + 1) % size, win);
        t = newest;
        newest = older;
        older = t;
    }
    printf("%d: %d %d %d\n", rank, newest[0], older[0], v);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
