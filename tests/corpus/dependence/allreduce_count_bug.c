/* The same partial vectors, but MPI_Allreduce is called with the number of
 * local values as count: 4 on rank 0, 3 on ranks 1 and 2.
 * Bug: the counts of a reduction must be equal on all processes (erroneous
 * program). MPICH may report a truncated message and abort; otherwise the
 * fourth sum is never computed on ranks 1 and 2, they detect it and the
 * program exits with an error.
 */
#include <mpi.h>
#include <stdio.h>

#define N 10

int main(int argc, char **argv)
{
    int rank, size, i, r, chunk, nlocal, bad = 0;
    double part[N], sum[N] = {0};

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    chunk = (N + size - 1) / size;
    nlocal = N / size + (rank < N % size);
    for (i = 0; i < chunk; i++)
        part[i] = (i < nlocal) ? rank + i : 0.0;
    MPI_Allreduce(part, sum, nlocal, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-argument-mismatch

    for (i = 0; i < chunk; i++) {
        double want = 0.0;
        for (r = 0; r < size; r++)
            if (i < N / size + (r < N % size))
                want += r + i;
        bad += sum[i] != want;
    }
    if (bad)
        printf("rank %d: %d wrong sums\n", rank, bad);
    MPI_Finalize();
    return bad != 0;
}
