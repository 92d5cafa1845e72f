/* The twin of atomic_short_int_bug.c: both accumulates use MPI_INT (one through a derived
 * datatype built of MPI_INT) and MPI_SUM: they are atomic with each other.
 * Correct.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, *base;
    int u[4] = {1, 1, 1, 1};
    int v[4] = {1, 2, 3, 4};
    MPI_Win win;
    MPI_Datatype four;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(8 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    for (int i = 0; i < 8; i++)
        base[i] = 0;
    MPI_Type_contiguous(4, MPI_INT, &four);
    MPI_Type_commit(&four);

    MPI_Win_fence(0, win);
    if (rank == 0)
        MPI_Accumulate(u, 4, MPI_INT, 1, 0, 4, MPI_INT, MPI_SUM, win);
    if (rank == 2)
        MPI_Accumulate(v, 1, four, 1, 0, 1, four, MPI_SUM, win);
    MPI_Win_fence(0, win);

    MPI_Type_free(&four);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
