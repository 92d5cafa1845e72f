/* Collectives guarded by conditions on the communicator size, which is the
 * same on every process.
 * Correct: all processes take the same branch.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;
    int token = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (size > 1)
        MPI_Barrier(MPI_COMM_WORLD);

    if (rank == 0)
        token = size * 3;
    if (size % 2 == 0)
        MPI_Bcast(&token, 1, MPI_INT, 0, MPI_COMM_WORLD);
    else
        MPI_Bcast(&token, 1, MPI_INT, 0, MPI_COMM_WORLD);

    if (rank == 0)
        printf("token %d\n", token);

    MPI_Finalize();
    return 0;
}
