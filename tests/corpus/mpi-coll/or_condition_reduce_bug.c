/* A short-circuit || condition mixes the rank and a verbosity option: the
 * statistics reduction is executed by rank 0 always, by the others only when
 * verbose output was requested.
 * Bug: without arguments only rank 0 calls MPI_Reduce (it is the root and
 * waits for the others' contributions): the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int verbose = argc > 1;
    long local, stats = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    local = 1000 + rank;
    if (rank == 0 || verbose)
        MPI_Reduce(&local, &stats, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("max %ld\n", stats);

    MPI_Finalize();
    return 0;
}
