/* The root and the other processes call MPI_Gatherv from different branches
 * of a rank test (only the root needs the receive arrays).
 * Correct: every process executes one MPI_Gatherv with the same root.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i, n;
    int mine[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    n = 1 + rank % 2;
    mine[0] = rank;
    mine[1] = -rank;

    if (rank == 0) {
        int *counts = malloc(size * sizeof(int));
        int *displs = malloc(size * sizeof(int));
        int *all = malloc(2 * size * sizeof(int));
        int total = 0;
        for (i = 0; i < size; i++) {
            counts[i] = 1 + i % 2;
            displs[i] = total;
            total += counts[i];
        }
        MPI_Gatherv(mine, n, MPI_INT, all, counts, displs, MPI_INT, 0, MPI_COMM_WORLD);
        printf("gathered %d values\n", total);
        free(counts);
        free(displs);
        free(all);
    } else {
        MPI_Gatherv(mine, n, MPI_INT, NULL, NULL, NULL, MPI_INT, 0, MPI_COMM_WORLD);
    }

    MPI_Finalize();
    return 0;
}
