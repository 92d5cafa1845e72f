/* The block sizes of all processes are gathered with MPI_Allgather; the
 * processes rebalance (a collective) when the last block differs from the
 * first one.
 * Correct: every process holds the same gathered array, and the indices
 * 0 and size-1 are the same everywhere.
 */
#include <mpi.h>
#include <stdio.h>

#define N 10
#define MAXP 64

int main(int argc, char **argv)
{
    int rank, size, nlocal, moved = 0, counts[MAXP];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size > MAXP)
        MPI_Abort(MPI_COMM_WORLD, 1);

    nlocal = N / size + (rank < N % size);
    MPI_Allgather(&nlocal, 1, MPI_INT, counts, 1, MPI_INT, MPI_COMM_WORLD);

    if (counts[size - 1] != counts[0]) {
        int extra = nlocal - N / size;
        MPI_Allreduce(&extra, &moved, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("moved %d\n", moved);
    MPI_Finalize();
    return 0;
}
