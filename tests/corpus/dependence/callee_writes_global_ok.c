/* configure() sets the global step count; it is called when the job has
 * more than one process, and the loop is bounded by the global.
 * Correct: the call is made by all processes or by none, so the global has
 * the same value everywhere.
 */
#include <mpi.h>
#include <stdio.h>

static int g_nsteps = 2;

static void configure(void)
{
    g_nsteps = 4;
}

int main(int argc, char **argv)
{
    int rank, size, i;
    double x, s = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (size > 1)
        configure();

    x = rank;
    for (i = 0; i < g_nsteps; i++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("%d steps, sum %g\n", g_nsteps, s);
    MPI_Finalize();
    return 0;
}
