/* A ternary operator on the rank chooses which collective to call.
 * Bug: rank 0 enters MPI_Barrier while the other ranks enter MPI_Allreduce;
 * the two collectives never match and the job hangs or aborts.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int local, sum = 0, rc;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    local = rank + 1;
    rc = (rank == 0)
        ? MPI_Barrier(MPI_COMM_WORLD) // expect: collective-mismatch
        : MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("rc %d sum %d\n", rc, sum);

    MPI_Finalize();
    return 0;
}
