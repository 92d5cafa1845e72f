/* MPI_Scatterv / MPI_Gatherv with rank-dependent counts (rank r owns r+1
 * elements). The counts differ but every process calls each collective once.
 * Correct.
 */
// run: np=2,3,4
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i, n, total;
    int *counts, *displs, *all = NULL, *mine;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    counts = malloc(size * sizeof(int));
    displs = malloc(size * sizeof(int));
    total = 0;
    for (i = 0; i < size; i++) {
        counts[i] = i + 1;
        displs[i] = total;
        total += counts[i];
    }
    n = counts[rank];
    mine = malloc(n * sizeof(int));
    if (rank == 0) {
        all = malloc(total * sizeof(int));
        for (i = 0; i < total; i++)
            all[i] = i;
    }

    MPI_Scatterv(all, counts, displs, MPI_INT, mine, n, MPI_INT, 0, MPI_COMM_WORLD);
    for (i = 0; i < n; i++)
        mine[i] *= 2;
    MPI_Gatherv(mine, n, MPI_INT, all, counts, displs, MPI_INT, 0, MPI_COMM_WORLD);

    if (rank == 0) {
        printf("last element %d\n", all[total - 1]);
        free(all);
    }
    free(mine);
    free(counts);
    free(displs);

    MPI_Finalize();
    return 0;
}
