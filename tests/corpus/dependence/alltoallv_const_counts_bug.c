/* The same exchange, but what MPI_Alltoallv receives is the counts array of the next
 * reduction: process j sends j + 1 to everyone, so in[0] is 1 everywhere but in[1] is 2,
 * and the Allreduce's count in[rank % 2] is 1 on even ranks and 2 on odd ones.
 * Bug: the counts of a reduction must be equal on all processes (erroneous program).
 * MPICH reports a truncated message and aborts, or the sums are wrong and the program
 * exits with an error.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i, bad = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    int *counts = malloc(size * sizeof(int)), *displs = malloc(size * sizeof(int));
    int *out = malloc(size * sizeof(int)), *in = malloc(size * sizeof(int));
    int val[2] = {1, 1}, sum[2] = {0, 0};
    for (i = 0; i < size; i++) {
        counts[i] = 1;
        displs[i] = i;
        out[i] = rank + 1;
    }
    MPI_Alltoallv(out, counts, displs, MPI_INT, in, counts, displs, MPI_INT, MPI_COMM_WORLD);
    MPI_Allreduce(val, sum, in[rank % 2], MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-argument-mismatch

    bad = sum[0] != size || (in[rank % 2] == 2 && sum[1] != size);
    if (bad)
        printf("rank %d: sums %d %d\n", rank, sum[0], sum[1]);
    free(counts);
    free(displs);
    free(out);
    free(in);
    MPI_Finalize();
    return bad;
}
