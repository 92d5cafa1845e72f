/* The last rank skips the MPI_Reduce_scatter_block because its block is
 * "known to be zero".
 * Bug: every process must call MPI_Reduce_scatter_block; the others wait for
 * the last rank's contribution forever.
 */
#include <mpi.h>
#include <stdio.h>

#define MAXP 64

int main(int argc, char **argv)
{
    int rank, size, i;
    int sbuf[MAXP], mine = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < MAXP; i++)
        sbuf[i] = i + rank;

    if (rank != size - 1)
        MPI_Reduce_scatter_block(sbuf, &mine, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("mine %d\n", mine);

    MPI_Finalize();
    return 0;
}
