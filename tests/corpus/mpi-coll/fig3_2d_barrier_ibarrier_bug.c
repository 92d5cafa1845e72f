/* Seed Figure 3.2(d): node 2 calls MPI_Barrier and node 3 MPI_Ibarrier in
 * the two branches of node 1; C(0,Barrier) = {2}, C(0,Ibarrier) = {3}, and
 * node 1 is in the PDF+ of both sets.
 * Bug: a blocking barrier never matches a nonblocking one; rank 0 waits in
 * MPI_Barrier, the others in MPI_Wait: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

static void synchronise(int rank)
{
    MPI_Request req;

    if (rank == 0) {                        /* node 1 */
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    } else {
        MPI_Ibarrier(MPI_COMM_WORLD, &req); // expect: collective-mismatch
        MPI_Wait(&req, MPI_STATUS_IGNORE);
    }
}

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    synchronise(rank);
    if (rank == 0)
        printf("synchronised\n");

    MPI_Finalize();
    return 0;
}
