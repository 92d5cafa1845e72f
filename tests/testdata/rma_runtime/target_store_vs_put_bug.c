// Rank 1 stores into its own window memory while rank 0's MPI_Put into the same location may be
// in progress (same fence epoch). rma-instrumented-only (a store is seen only when instrumented)
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
    if (rank == 0)
        MPI_Put(&v, 1, MPI_INT, 1, 2, 1, MPI_INT, win); // rma-expect: rma-target-race
    else
        base[2] = 5; // rma-expect: rma-target-race
    MPI_Win_fence(0, win);
    if (rank == 1) printf("base[2] is set: %d\n", base[2] == 5 || base[2] == 7);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
