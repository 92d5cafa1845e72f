/* Rank 0 exposes b, the others expose a, in one window (MPI-CorrBench correct/rma/test5, our
 * own code). Rank 0 reads rank 1's window under a lock into its own a; rank 1 meanwhile writes
 * b, which is window memory on rank 0 only.
 * Correct: each store touches memory that is not in the window of the process making it.
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
        for (int i = 0; i < 8; i++) {
            a[i] = i;
            MPI_Get(&a[i], 1, MPI_INT, 1, i, 1, MPI_INT, win);
        }
        MPI_Win_unlock(1, win);
    } else if (rank == 1) {
        for (int i = 0; i < 8; i++) {
            b[i] = i;
            b[i] += i;
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
