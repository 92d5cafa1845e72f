/* One process issues MPI_Accumulate with MPI_MAXLOC and then with MPI_REPLACE on the same
 * target location in one fence epoch (MPI-CorrBench correct/rma/acc_ordering, our own code).
 * Correct: accumulates from one origin to one location are done in program order
 * (accumulate_ordering defaults to rar,raw,war,waw; MPI-4.0 §12.7.2).
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
        MPI_Accumulate(mine, 1, MPI_2INT, 0, 0, 1, MPI_2INT, MPI_REPLACE, win);
    }
    MPI_Win_fence(0, win);
    MPI_Win_free(&win);
    MPI_Finalize();
    return 0;
}
