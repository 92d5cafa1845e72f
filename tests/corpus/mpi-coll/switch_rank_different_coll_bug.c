/* A switch on the rank: each role calls a different collective.
 * Bug: rank 0 is in MPI_Bcast, rank 1 in MPI_Barrier and the others in
 * MPI_Allreduce: the collectives do not match and the job hangs or aborts.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int cfg = 0, local, sum = 0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    local = rank;

    switch (rank) {
    case 0:
        cfg = 5;
        MPI_Bcast(&cfg, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
        break;
    case 1:
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
        break;
    default:
        MPI_Allreduce(&local, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
        break;
    }

    if (rank == 0)
        printf("cfg %d\n", cfg);

    MPI_Finalize();
    return 0;
}
