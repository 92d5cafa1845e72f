/* MPI_Reduce_scatter (one element per process, counts array) and
 * MPI_Reduce_scatter_block (two elements per process), called by everybody.
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i;
    int *sbuf, *counts, mine = 0, pair[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    sbuf = malloc(2 * size * sizeof(int));
    counts = malloc(size * sizeof(int));
    for (i = 0; i < 2 * size; i++)
        sbuf[i] = i + rank;
    for (i = 0; i < size; i++)
        counts[i] = 1;

    MPI_Reduce_scatter(sbuf, &mine, counts, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Reduce_scatter_block(sbuf, pair, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("mine %d pair %d %d\n", mine, pair[0], pair[1]);

    free(sbuf);
    free(counts);
    MPI_Finalize();
    return 0;
}
