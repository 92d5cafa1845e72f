/* Seed 000 Fig. 5.6 (right): the branch between MPI_Barrier(com1) and
 * MPI_Barrier(com2) depends on the parity of the rank.
 * Bug: odd ranks wait on com1, even ranks on com2; neither barrier is
 * completed by all processes of its communicator and the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Comm com1, com2;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_dup(MPI_COMM_WORLD, &com1);
    MPI_Comm_dup(MPI_COMM_WORLD, &com2);

    if (rank % 2)
        MPI_Barrier(com1); // expect: collective-mismatch, collective-argument-mismatch
    else
        MPI_Barrier(com2); // expect: collective-mismatch, collective-argument-mismatch

    if (rank == 0)
        printf("synchronised on %d processes\n", size);
    MPI_Comm_free(&com1);
    MPI_Comm_free(&com2);
    MPI_Finalize();
    return 0;
}
