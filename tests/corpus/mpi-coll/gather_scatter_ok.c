/* MPI_Scatter of a work array from the root, local work, MPI_Gather of the
 * results back to the root; the root prepares and prints under rank tests
 * that contain no collective.
 * Correct: every process executes Scatter then Gather.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, i, mine;
    int *work = NULL, *res = NULL;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank == 0) {
        work = malloc(size * sizeof(int));
        res = malloc(size * sizeof(int));
        for (i = 0; i < size; i++)
            work[i] = i + 1;
    }

    MPI_Scatter(work, 1, MPI_INT, &mine, 1, MPI_INT, 0, MPI_COMM_WORLD);
    mine = mine * mine;
    MPI_Gather(&mine, 1, MPI_INT, res, 1, MPI_INT, 0, MPI_COMM_WORLD);

    if (rank == 0) {
        for (i = 0; i < size; i++)
            printf("%d ", res[i]);
        printf("\n");
        free(work);
        free(res);
    }

    MPI_Finalize();
    return 0;
}
