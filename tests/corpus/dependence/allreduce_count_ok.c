/* 10 values are distributed over the processes; the partial vectors are
 * summed with MPI_Allreduce over a padded block length, the same on every
 * process (the ceiling of 10 / size); unused entries are zero.
 * Correct: the count is computed from MPI_Comm_size only.
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
    MPI_Allreduce(part, sum, chunk, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

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
