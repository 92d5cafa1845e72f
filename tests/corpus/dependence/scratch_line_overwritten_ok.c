/* A global scratch line buffer (an input reader's): rank 0 first prints its own
 * message into it, then every process formats the same header into it and parses
 * the step count back. The count read right after that overwrite is the same on
 * every process, whatever was in the buffer before.
 * Correct: every process runs the same number of MPI_Allreduce calls.
 */
#include <mpi.h>
#include <stdio.h>

char line[128];

static void note(int rank)
{
    sprintf(line, "rank %d starting", rank);
    puts(line);
}

int main(int argc, char **argv)
{
    int rank, steps = 0, i;
    double x = 1.0, sum;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        note(rank);

    sprintf(line, "%d steps", 4);
    sscanf(line, "%d", &steps);
    for (i = 0; i < steps; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

    MPI_Finalize();
    return 0;
}
