/* Rank 0 uses a blocking barrier while the other ranks use a nonblocking
 * barrier completed by MPI_Wait.
 * Bug: nonblocking collectives never match blocking ones (MPI-3 5.12); rank 0
 * waits in MPI_Barrier and the others in MPI_Wait: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0) {
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    } else {
        MPI_Ibarrier(MPI_COMM_WORLD, &req); // expect: collective-mismatch
        MPI_Wait(&req, MPI_STATUS_IGNORE);
    }

    if (rank == 0)
        printf("done\n");

    MPI_Finalize();
    return 0;
}
