/* A switch on the rank with a fallthrough that adds a barrier for rank 0
 * before the common broadcast.
 * Bug: rank 0 executes MPI_Barrier then MPI_Bcast, the others only MPI_Bcast:
 * the first collectives do not match and the job hangs or aborts.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int value = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    switch (rank) {
    case 0:
        value = 99;
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
        /* fallthrough */
    case 1:
        MPI_Bcast(&value, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
        break;
    default:
        MPI_Bcast(&value, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
        break;
    }

    if (rank == 0)
        printf("value %d\n", value);

    MPI_Finalize();
    return 0;
}
