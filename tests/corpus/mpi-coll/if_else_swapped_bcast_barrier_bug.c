/* The two branches of a rank test call the same collectives in opposite order.
 * Bug: rank 0 is in MPI_Bcast while the others are in MPI_Barrier (and then
 * the reverse): the collectives do not match and the job hangs or aborts.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int value = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank != 0) {
        MPI_Bcast(&value, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
        MPI_Barrier(MPI_COMM_WORLD);                      // expect: collective-mismatch
    } else {
        value = 42;
        MPI_Barrier(MPI_COMM_WORLD);                      // expect: collective-mismatch
        MPI_Bcast(&value, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    }

    if (rank == 0)
        printf("value %d\n", value);

    MPI_Finalize();
    return 0;
}
