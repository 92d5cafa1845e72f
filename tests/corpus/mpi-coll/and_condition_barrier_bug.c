/* A short-circuit && condition on the rank guards a barrier: only the
 * interior ranks (neither first nor last) synchronise.
 * Bug: with 3 processes rank 1 waits in MPI_Barrier alone while ranks 0 and 2
 * reach MPI_Finalize: the job hangs (with 2 processes nobody calls it, but
 * with 3 or more it deadlocks).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank > 0 && rank < size - 1)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("done\n");

    MPI_Finalize();
    return 0;
}
