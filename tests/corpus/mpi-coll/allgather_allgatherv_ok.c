/* MPI_Allgather of the local sizes followed by MPI_Allgatherv of the
 * variable-size local data.
 * Correct: every process executes Allgather then Allgatherv.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i, n, total;
    int *counts, *displs;
    double *mine, *dall;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    n = 2 + rank % 2;
    mine = malloc(n * sizeof(double));
    for (i = 0; i < n; i++)
        mine[i] = rank + 0.5 * i;

    counts = malloc(size * sizeof(int));
    displs = malloc(size * sizeof(int));
    MPI_Allgather(&n, 1, MPI_INT, counts, 1, MPI_INT, MPI_COMM_WORLD);

    total = 0;
    for (i = 0; i < size; i++) {
        displs[i] = total;
        total += counts[i];
    }
    dall = malloc(total * sizeof(double));
    MPI_Allgatherv(mine, n, MPI_DOUBLE, dall, counts, displs, MPI_DOUBLE, MPI_COMM_WORLD);

    if (rank == 0)
        printf("%d values, last %.1f (first count %d)\n", total, dall[total - 1], counts[0]);

    free(mine);
    free(counts);
    free(displs);
    free(dall);
    MPI_Finalize();
    return 0;
}
