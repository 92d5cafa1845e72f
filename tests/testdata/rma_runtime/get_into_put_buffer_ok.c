// Rank 0 gets into the buffer of its MPI_Put after MPI_Win_flush_local completed the Put at the
// origin: no race.
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
        MPI_Put(buf, 2, MPI_INT, 1, 0, 2, MPI_INT, win);
        MPI_Win_flush_local(1, win);
        MPI_Get(&buf[1], 1, MPI_INT, 1, 3, 1, MPI_INT, win);
        MPI_Win_unlock(1, win);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) printf("base[0] = %d\n", base[0]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
