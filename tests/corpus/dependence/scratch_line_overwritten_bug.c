/* A global scratch line buffer (an input reader's): every process formats the
 * header into it, then rank 0 prints its own message into the same buffer, and the
 * step count is parsed back after that.
 * Bug: on rank 0 the buffer holds "rank 0 starting" (no count is parsed, steps stays
 * 0) while the others parse 4: rank 0 skips the MPI_Allreduce calls and the others
 * wait for it.
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

    sprintf(line, "%d steps", 4);
    if (rank == 0)
        note(rank);
    sscanf(line, "%d", &steps);
    for (i = 0; i < steps; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop

    MPI_Finalize();
    return 0;
}
