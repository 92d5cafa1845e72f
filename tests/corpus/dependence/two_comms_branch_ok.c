/* Seed 000 Fig. 5.6 turned correct: two duplicates of MPI_COMM_WORLD, and a
 * branch that synchronises on one or the other depending on the number of
 * processes.
 * Correct: every process takes the same branch, so all of them call
 * MPI_Barrier on the same communicator.
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

    if (size > 2)
        MPI_Barrier(com1);
    else
        MPI_Barrier(com2);

    if (rank == 0)
        printf("synchronised on %s\n", size > 2 ? "com1" : "com2");
    MPI_Comm_free(&com1);
    MPI_Comm_free(&com2);
    MPI_Finalize();
    return 0;
}
