/* A checkpoint routine with a barrier is called from two places: once by
 * every process, and once more by rank 0 only "to flush its log".
 * Bug: rank 0 executes two barriers, the others one; rank 0 waits in the
 * second barrier forever.
 */
#include <mpi.h>
#include <stdio.h>

static int checkpoints = 0;

static void checkpoint(int rank, int step)
{
    checkpoints++;
    if (rank == 0)
        printf("checkpoint %d\n", step);
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
}

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    checkpoint(rank, 0);
    if (rank == 0)
        checkpoint(rank, 1);

    MPI_Finalize();
    return 0;
}
