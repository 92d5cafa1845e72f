/* A phase function that returns early when there is nothing to exchange:
 * the test is on the communicator size, the same on every process.
 * Correct: either every process returns early or every process executes the
 * MPI_Allgather.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int exchange(int rank, int size)
{
    int *all, i, s = 0;

    if (size < 2)
        return rank;

    all = malloc(size * sizeof(int));
    MPI_Allgather(&rank, 1, MPI_INT, all, 1, MPI_INT, MPI_COMM_WORLD);
    for (i = 0; i < size; i++)
        s += all[i];
    free(all);
    return s;
}

int main(int argc, char **argv)
{
    int rank, size, s;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    s = exchange(rank, size);
    if (rank == 0)
        printf("s %d\n", s);

    MPI_Finalize();
    return 0;
}
