/* A switch on the rank with fallthrough: rank 0 prepares the data and falls
 * through into the common case; every path calls MPI_Scatter exactly once.
 * Correct: all processes execute one MPI_Scatter.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i;
    int *table, mine = -1;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    table = malloc(size * sizeof(int));

    switch (rank) {
    case 0:
        for (i = 0; i < size; i++)
            table[i] = 10 * i;
        /* fallthrough */
    case 1:
        MPI_Scatter(table, 1, MPI_INT, &mine, 1, MPI_INT, 0, MPI_COMM_WORLD);
        break;
    default:
        MPI_Scatter(NULL, 1, MPI_INT, &mine, 1, MPI_INT, 0, MPI_COMM_WORLD);
        break;
    }

    if (rank == 0)
        printf("rank 0 got %d\n", mine);
    free(table);

    MPI_Finalize();
    return 0;
}
