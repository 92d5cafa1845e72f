/* Rank 0 puts into rank 1's window while rank 1 reads that element directly, in the same
 * fence epoch (RMARaceBench conflict/022).
 * Bug: rank 1 may print the old or the new value: nothing orders its load with the Put.
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
    for (int i = 0; i < 4; i++)
        base[i] = 0;

    MPI_Win_fence(0, win);
    if (rank == 0)
        MPI_Put(&value, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    if (rank == 1)
        printf("base[0] is %d\n", base[0]); // expect: rma-target-race
    MPI_Win_fence(0, win);

    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
