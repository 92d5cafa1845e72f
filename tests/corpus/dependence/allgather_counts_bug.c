/* The block sizes are gathered with MPI_Allgather, but the rebalancing test
 * compares the process's own entry counts[rank] with the first one.
 * Bug: with 3 processes (blocks 4, 3, 3) rank 0 sees no difference and
 * skips the MPI_Allreduce the others wait in: the job hangs.
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

    if (counts[rank] != counts[0]) {
        int extra = nlocal - N / size;
        MPI_Allreduce(&extra, &moved, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    }

    if (rank == 0)
        printf("moved %d\n", moved);
    MPI_Finalize();
    return 0;
}
