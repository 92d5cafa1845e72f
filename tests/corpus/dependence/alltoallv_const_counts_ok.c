/* Every process sends one int to every process with MPI_Alltoallv (odd ranks describe the
 * exchange with one pair of count and displacement arrays, even ranks with another pair of
 * the same values), then sums what it received from process 0 with MPI_Allreduce, taking
 * the count from the first counts array. The counts and displacements are `const int[]` in
 * MPI_Alltoallv's C binding: the call under `rank % 2` reads them and never writes them, so
 * counts[0] is 1 on every process and the Allreduce's count is the same everywhere.
 * Correct program (MPI-CorrBench's alltoallw_zeros has the same shape).
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
    int *counts2 = malloc(size * sizeof(int)), *displs2 = malloc(size * sizeof(int));
    int *out = malloc(size * sizeof(int)), *in = malloc(size * sizeof(int));
    int sum[1] = {0};
    for (i = 0; i < size; i++) {
        counts[i] = 1;
        displs[i] = i;
        counts2[i] = 1;
        displs2[i] = i;
        out[i] = rank * 100 + i;
    }
    if (rank % 2)
        MPI_Alltoallv(out, counts, displs, MPI_INT, in, counts, displs, MPI_INT, MPI_COMM_WORLD);
    else
        MPI_Alltoallv(out, counts2, displs2, MPI_INT, in, counts2, displs2, MPI_INT, MPI_COMM_WORLD);
    MPI_Allreduce(in, sum, counts[0], MPI_INT, MPI_SUM, MPI_COMM_WORLD);

    bad = in[0] != rank || sum[0] != size * (size - 1) / 2; /* in[0] came from process 0 */
    if (bad)
        printf("rank %d: in[0] %d, sum %d\n", rank, in[0], sum[0]);
    free(counts);
    free(displs);
    free(counts2);
    free(displs2);
    free(out);
    free(in);
    MPI_Finalize();
    return bad;
}
