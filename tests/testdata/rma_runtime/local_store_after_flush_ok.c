// Rank 0 stores into the origin buffer of its MPI_Put after MPI_Win_flush completed it: no race.
// run: np=2
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, *base, buf[4] = {1, 2, 3, 4};
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = base[1] = base[2] = base[3] = 0;
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
        MPI_Put(buf, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
        MPI_Win_flush(1, win);
        buf[2] = 42;
        MPI_Win_unlock(1, win);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) printf("base[2] = %d\n", base[2]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
