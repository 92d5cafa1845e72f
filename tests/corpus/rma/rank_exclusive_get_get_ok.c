/* Two MPI_Get into the same variable, one under `if (rank == 0)`, the other under
 * `if (rank == 2)`: they run on different processes, each into its own copy of `value`.
 * Correct (issue 17: before, a false rma-local-race between the two).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, value = 0, *base;
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(4 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    base[0] = rank;

    MPI_Win_fence(0, win);
    if (rank == 0)
        MPI_Get(&value, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    if (rank == 2) {
        value = 2;
        MPI_Get(&value, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    }
    MPI_Win_fence(0, win);

    printf("%d: %d\n", rank, value);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
