/* One-sided communication with fence synchronisation: every process exposes
 * one integer, puts its rank into its right neighbour's window between two
 * fences, then frees the window.
 * Correct: every process executes Win_create, Win_fence, Win_fence, Win_free.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, slot = -1, right;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Win_create(&slot, sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    right = (rank + 1) % size;

    MPI_Win_fence(0, win);
    MPI_Put(&rank, 1, MPI_INT, right, 0, 1, MPI_INT, win);
    MPI_Win_fence(0, win);

    if (rank == 0)
        printf("rank 0 received %d\n", slot);

    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
