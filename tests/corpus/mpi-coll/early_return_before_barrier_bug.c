/* A phase function returns early on rank 0 before its synchronisation.
 * Bug: ranks other than 0 wait in MPI_Barrier for rank 0, which has already
 * left the function and waits in MPI_Finalize: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

static double local_work(int rank)
{
    return 1.5 * rank;
}

static void phase(int rank)
{
    double w = local_work(rank);

    if (rank == 0)
        return; /* the master has nothing to compute */

    if (w < 0.0)
        printf("negative work\n");
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
}

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    phase(rank);

    MPI_Finalize();
    return 0;
}
