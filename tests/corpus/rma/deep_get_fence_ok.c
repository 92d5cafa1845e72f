/* The twin of deep_get_load_bug.c: the caller reads `value` after the fence that completes
 * the MPI_Get made eight calls deep.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

__attribute__((noinline)) void get8(int *buf, MPI_Win win) { MPI_Get(buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win); }
__attribute__((noinline)) void get7(int *buf, MPI_Win win) { get8(buf, win); }
__attribute__((noinline)) void get6(int *buf, MPI_Win win) { get7(buf, win); }
__attribute__((noinline)) void get5(int *buf, MPI_Win win) { get6(buf, win); }
__attribute__((noinline)) void get4(int *buf, MPI_Win win) { get5(buf, win); }
__attribute__((noinline)) void get3(int *buf, MPI_Win win) { get4(buf, win); }
__attribute__((noinline)) void get2(int *buf, MPI_Win win) { get3(buf, win); }
__attribute__((noinline)) void get1(int *buf, MPI_Win win) { get2(buf, win); }

int main(int argc, char **argv)
{
    int rank, value = 0, *base;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = rank;

    MPI_Win_fence(0, win);
    if (rank == 0)
        get1(&value, win);
    MPI_Win_fence(0, win);
    if (rank == 0)
        printf("value %d\n", value);

    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
