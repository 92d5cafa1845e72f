/* A checkpoint routine with a barrier is called from two places, in the two
 * branches of a rank test (rank 0 also writes a header first).
 * Correct: every process executes exactly one barrier.
 */
#include <mpi.h>
#include <stdio.h>

static int checkpoints = 0;

static void checkpoint(int rank, int step)
{
    checkpoints++;
    if (rank == 0)
        printf("checkpoint %d\n", step);
    MPI_Barrier(MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0) {
        printf("header\n");
        checkpoint(rank, 0);
    } else {
        checkpoint(rank, 0);
    }

    MPI_Finalize();
    return 0;
}
