// Ranks 0 and 2 put into the same location of rank 1's window in shared lock_all epochs that
// nothing orders (the barrier comes after both): reported at MPI_Win_free.
// run: np=3
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, *base, v;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = 0;
    v = rank;
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_lock_all(0, win);
    if (rank == 0)
        MPI_Put(&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); // rma-expect: rma-target-race
    if (rank == 2)
        MPI_Put(&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); // rma-expect: rma-target-race
    MPI_Win_unlock_all(win);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) printf("written: %d\n", base[0] == 0 || base[0] == 2);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
