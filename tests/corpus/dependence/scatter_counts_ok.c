/* Imbalanced work: rank 0 broadcasts the work counts of all processes; each
 * process loops up to the largest count, contributing zero once its own work
 * is done, so every process calls MPI_Allreduce the same number of times.
 * Correct: the loop bound is computed from the broadcast array.
 */
#include <mpi.h>
#include <stdio.h>

#define MAXP 64

int main(int argc, char **argv)
{
    int rank, size, i, maxc = 0, counts[MAXP];
    double x, s = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size > MAXP)
        MPI_Abort(MPI_COMM_WORLD, 1);

    if (rank == 0)
        for (i = 0; i < size; i++)
            counts[i] = 2 + i % 2;
    MPI_Bcast(counts, size, MPI_INT, 0, MPI_COMM_WORLD);
    for (i = 0; i < size; i++)
        if (counts[i] > maxc)
            maxc = counts[i];

    for (i = 0; i < maxc; i++) {
        x = (i < counts[rank]) ? 1.0 : 0.0;
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("%d rounds, last sum %g\n", maxc, s);
    MPI_Finalize();
    return 0;
}
