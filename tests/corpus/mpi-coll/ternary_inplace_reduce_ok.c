/* A ternary operator on the rank selects the send buffer of MPI_Reduce
 * (MPI_IN_PLACE on the root), a common idiom.
 * Correct: the collective itself is called unconditionally by every process.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int data[3];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    data[0] = rank;
    data[1] = 2 * rank;
    data[2] = 1;

    const void *sendbuf = (rank == 0) ? MPI_IN_PLACE : (const void *)data;
    MPI_Reduce(sendbuf, data, 3, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);

    int root_says = (rank == 0) ? data[2] : 0;
    MPI_Bcast(&root_says, 1, MPI_INT, 0, MPI_COMM_WORLD);

    if (rank == 0)
        printf("%d %d %d (%d processes)\n", data[0], data[1], data[2], root_says);

    MPI_Finalize();
    return 0;
}
