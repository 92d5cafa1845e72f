/* configure() sets the global step count, but only rank 0 calls it ("the
 * root reads the configuration"), and nobody broadcasts the result.
 * Bug: rank 0 runs 4 steps, the others 2: rank 0 is left alone in its third
 * MPI_Allreduce and the job hangs.
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

    if (rank == 0)
        configure();

    x = rank;
    for (i = 0; i < g_nsteps; i++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop

    if (rank == 0)
        printf("%d steps on %d processes, sum %g\n", g_nsteps, size, s);
    MPI_Finalize();
    return 0;
}
