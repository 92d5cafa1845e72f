// Two origins accumulate MPI_INT with MPI_SUM into the same location of rank 1's window in one
// fence epoch: atomic with each other, no race.
// run: np=3
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, *base, v = 1;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = 0;
    MPI_Win_fence(0, win);
    if (rank != 1) MPI_Accumulate(&v, 1, MPI_INT, 1, 0, 1, MPI_INT, MPI_SUM, win);
    MPI_Win_fence(0, win);
    if (rank == 1) printf("base[0] = %d\n", base[0]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
