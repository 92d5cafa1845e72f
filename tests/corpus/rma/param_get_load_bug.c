/* Two pointer parameters (issue 13, one memory model): exchange() gets into `in` and reads
 * `old` in the same fence epoch. main passes the same array as both, so the program-wide
 * points-to puts the two parameters in one class.
 * Bug: the load reads the buffer MPI_Get is filling (the twin param_get_load_ok.c passes
 * two different arrays).
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
    int rank, size, got[1] = {0}, prev[1] = {5}, winbuf[4] = {0, 0, 0, 0};
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    winbuf[0] = rank;
    MPI_Win_create(winbuf, sizeof(winbuf), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    int v = exchange(got, got, (rank + 1) % size, win);
    printf("%d: %d %d\n", rank, got[0], v);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
