// Two origins accumulate into the same bytes of rank 1's window in one fence epoch, one with
// MPI_INT and one with MPI_SHORT: accumulates are atomic with each other only for the same
// predefined datatype.
// run: np=3
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, *base, v = 1;
    short s[2] = {1, 1};
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = 0;
    MPI_Win_fence(0, win);
    if (rank == 0)
        MPI_Accumulate(&v, 1, MPI_INT, 1, 0, 1, MPI_INT, MPI_SUM, win); // rma-expect: rma-target-race
    if (rank == 2)
        MPI_Accumulate(s, 2, MPI_SHORT, 1, 0, 2, MPI_SHORT, MPI_SUM, win); // rma-expect: rma-target-race
    MPI_Win_fence(0, win);
    if (rank == 1) printf("done\n");
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
