/* Two accumulates from one origin to the same target location, with two different basic
 * datatypes (float, then int): accumulate ordering and atomicity hold per datatype only
 * (MPI-4.0 §12.7.2), so unlike acc_same_origin_ordered_ok.c they conflict.
 * Bug: the two accumulates race on win_base[0..3] of rank 1.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, *win_base;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win_base, &win);
    for (int i = 0; i < 4; i++)
        win_base[i] = 0;
    MPI_Win_fence(0, win);
    if (rank == 0 && size > 1) {
        float f[4] = {1, 1, 1, 1};
        int n[4] = {1, 2, 3, 4};
        MPI_Accumulate(f, 4, MPI_FLOAT, 1, 0, 4, MPI_FLOAT, MPI_SUM, win);
        MPI_Accumulate(n, 4, MPI_INT, 1, 0, 4, MPI_INT, MPI_SUM, win); // expect: rma-target-race
    }
    MPI_Win_fence(0, win);
    printf("%d\n", win_base[0]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
