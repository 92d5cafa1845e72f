/* Two accumulates on the same location of rank 1 by ranks 0 and 2 in one fence epoch, one
 * with MPI_SHORT, the other with MPI_INT (RMARaceBench atomic/005).
 * Bug: accumulates are atomic with each other only for the same predefined datatype; here
 * the bytes of the two may interleave.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, *base;
    short s[4] = {1, 1, 1, 1};
    int v[4] = {1, 2, 3, 4};
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Win_allocate(8 * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
    for (int i = 0; i < 8; i++)
        base[i] = 0;

    MPI_Win_fence(0, win);
    if (rank == 0)
        MPI_Accumulate(s, 4, MPI_SHORT, 1, 0, 4, MPI_SHORT, MPI_SUM, win);
    if (rank == 2)
        MPI_Accumulate(v, 4, MPI_INT, 1, 0, 4, MPI_INT, MPI_SUM, win); // expect: rma-target-race
    MPI_Win_fence(0, win);

    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
