/* Passive target: rank 0 puts into rank 1's window under a lock and unlocks only after the
 * barrier; rank 1 reads the element after the barrier (RMARaceBench sync/020).
 * Bug: the Put is still in progress when rank 1 reads: the barrier orders nothing.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, value = 42, *base;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = 0;
    MPI_Barrier(MPI_COMM_WORLD);

    if (rank == 0) {
        MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
        MPI_Put(&value, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Win_unlock(1, win);
    } else {
        MPI_Barrier(MPI_COMM_WORLD);
        if (rank == 1)
            printf("base[0] is %d\n", base[0]); // expect: rma-target-race
    }

    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
