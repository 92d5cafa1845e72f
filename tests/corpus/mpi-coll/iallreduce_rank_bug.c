/* A nonblocking reduction started and completed only by the non-root ranks.
 * Bug: rank 0 never starts MPI_Iallreduce, so the other ranks wait forever
 * in MPI_Wait: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int v, s = 0;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    v = rank;
    if (rank > 0) {
        MPI_Iallreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req); // expect: collective-mismatch
        MPI_Wait(&req, MPI_STATUS_IGNORE);
    }

    if (rank == 1)
        printf("sum %d\n", s);

    MPI_Finalize();
    return 0;
}
