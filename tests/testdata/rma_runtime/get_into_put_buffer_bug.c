// Rank 0 gets into the buffer its MPI_Put is still reading (no flush between them): the value
// sent may be the old or the new one.
// run: np=2
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, *base, buf[2] = {1, 2};
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = base[1] = base[2] = base[3] = 5;
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
        MPI_Put(buf, 2, MPI_INT, 1, 0, 2, MPI_INT, win); // rma-expect: rma-local-race
        MPI_Get(&buf[1], 1, MPI_INT, 1, 3, 1, MPI_INT, win); // rma-expect: rma-local-race
        MPI_Win_unlock(1, win);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) printf("base[0] = %d\n", base[0]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
