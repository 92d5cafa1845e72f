// Ranks 0 and 2 put into the same location of rank 1's window: under exclusive locks (serialised),
// then in shared lock_all epochs ordered by a barrier, then one after the other told by a
// message sent after the first unlock: no race.
// run: np=3
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
    int rank, *base, v, token = 1;
    MPI_Win win;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = 0;
    v = rank;
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank != 1) {
        MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
        MPI_Put(&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
        MPI_Win_unlock(1, win);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_lock_all(0, win);
    if (rank == 0) MPI_Put(&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_unlock_all(win);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_lock_all(0, win);
    if (rank == 2) MPI_Put(&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_unlock_all(win);
    if (rank == 0) {
        MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
        MPI_Put(&v, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
        MPI_Win_unlock(1, win);
        MPI_Send(&token, 1, MPI_INT, 2, 0, MPI_COMM_WORLD);
    } else if (rank == 2) {
        MPI_Recv(&token, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
        MPI_Put(&v, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
        MPI_Win_unlock(1, win);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) printf("base[0] = %d, base[1] = %d\n", base[0], base[1]);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
