/* Rank 0 was "optimised" to use a nonblocking reduction overlapped with
 * work, while the other ranks still use the blocking MPI_Allreduce.
 * Bug: a nonblocking collective never matches a blocking one; rank 0 waits in
 * MPI_Wait and the others in MPI_Allreduce: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, i;
    double v, s = 0.0, work = 0.0;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    v = 1.0 + rank;
    if (rank == 0) {
        MPI_Iallreduce(&v, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &req); // expect: collective-mismatch
        for (i = 0; i < 100; i++)
            work += 0.01;
        MPI_Wait(&req, MPI_STATUS_IGNORE);
    } else {
        MPI_Allreduce(&v, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    }

    if (rank == 0)
        printf("sum %.1f work %.2f\n", s, work);

    MPI_Finalize();
    return 0;
}
