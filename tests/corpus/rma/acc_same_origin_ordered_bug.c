/* One process issues MPI_Accumulate and then MPI_Put on the same target location in one
 * fence epoch.
 * Bug: accumulate ordering covers accumulates only; the MPI_Put is not ordered with the
 * MPI_Accumulate before it and conflicts with it.
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, size, data[2] = {0, 0}, mine[2], plus[2];
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    mine[0] = rank, mine[1] = rank;
    plus[0] = rank + 1, plus[1] = rank;
    MPI_Win_create(data, sizeof data, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    MPI_Win_fence(0, win);
    if (rank == size - 1) {
        MPI_Accumulate(plus, 1, MPI_2INT, 0, 0, 1, MPI_2INT, MPI_MAXLOC, win);
        MPI_Put(mine, 1, MPI_2INT, 0, 0, 1, MPI_2INT, win); // expect: rma-target-race
    }
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
