/* The first two ranks form an "I/O group" with MPI_Comm_split; only members
 * of that group synchronise on the group communicator.
 * Correct: every member of the I/O communicator calls MPI_Barrier on it; the
 * other processes are not members of that communicator (their own
 * sub-communicator is never used for a collective).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, is_io;
    MPI_Comm group;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    is_io = rank < 2;
    MPI_Comm_split(MPI_COMM_WORLD, is_io, rank, &group);

    if (is_io) {
        MPI_Barrier(group);
        if (rank == 0)
            printf("I/O group synchronised\n");
    }

    MPI_Comm_free(&group);
    MPI_Finalize();
    return 0;
}
