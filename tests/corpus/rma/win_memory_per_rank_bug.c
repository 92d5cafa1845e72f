/* Rank 0 exposes b, the others expose a, in one window; rank 1 writes a, its own window
 * memory, while rank 0 reads it with MPI_Get under a shared lock.
 * Bug: the store on rank 1 races with rank 0's MPI_Get of the same location.
 */
#include <mpi.h>

int a[8], b[8];

int main(int argc, char **argv)
{
    int rank;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        MPI_Win_create(b, 8 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    else
        MPI_Win_create(a, 8 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
        for (int i = 0; i < 8; i++)
            MPI_Get(&b[i], 1, MPI_INT, 1, i, 1, MPI_INT, win);
        MPI_Win_unlock(1, win);
    } else if (rank == 1) {
        for (int i = 0; i < 8; i++)
            a[i] = i; // expect: rma-target-race
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
