// Two origins put into different locations of rank 2's window in one fence epoch (displacements 1 and 2): no race.
// run: np=3
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, *base, v;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = base[1] = base[2] = base[3] = 0;
    v = rank + 1;
    MPI_Win_fence(0, win);
    if (rank == 0)
        MPI_Put(&v, 1, MPI_INT, 2, 1 + rank, 1, MPI_INT, win);
    if (rank == 1)
        MPI_Put(&v, 1, MPI_INT, 2, 1 + rank, 1, MPI_INT, win);
    MPI_Win_fence(0, win);
    if (rank == 2) printf("base[1] = %d\n", base[1] + base[2]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
