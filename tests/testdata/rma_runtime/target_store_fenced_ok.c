// Rank 1 stores into its own window memory in the epoch before rank 0's MPI_Put (a fence between
// them), and into another location in the same epoch: no race.
// run: np=2
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, *base, v = 7;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    MPI_Win_fence(0, win);
    if (rank == 1) base[2] = 5;
    MPI_Win_fence(0, win);
    if (rank == 0)
        MPI_Put(&v, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
    else
        base[3] = 5;
    MPI_Win_fence(0, win);
    if (rank == 1) printf("base[2] = %d, base[3] = %d\n", base[2], base[3]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
