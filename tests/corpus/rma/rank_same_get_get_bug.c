/* The twin of rank_exclusive_get_get_ok.c: both MPI_Get run on rank 0 (the same condition),
 * into the same variable, in one epoch.
 * Bug: two operations write `value` concurrently; it ends with either result.
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
    if (rank == 0)
        MPI_Get(&value, 1, MPI_INT, 2, 0, 1, MPI_INT, win); // expect: rma-local-race
    MPI_Win_fence(0, win);

    printf("%d: %d\n", rank, value);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
