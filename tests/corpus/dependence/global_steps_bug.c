/* The same globals, but init_globals computes the step count from the rank.
 * Bug: rank r runs r+1 steps: ranks 0 and 1 go on to MPI_Finalize while
 * rank 2 waits in MPI_Allreduce; the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

static int g_rank;
static int g_nsteps;

static void init_globals(void)
{
    int size;

    MPI_Comm_rank(MPI_COMM_WORLD, &g_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    g_nsteps = g_rank + 1;
}

static double run(double x)
{
    int i;
    double s = 0.0;

    for (i = 0; i < g_nsteps; i++) {
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD); // expect: collective-in-loop
        x = s - 1.0;
    }
    return s;
}

int main(int argc, char **argv)
{
    double r;

    MPI_Init(&argc, &argv);
    init_globals();
    r = run((double)g_rank);
    if (g_rank == 0)
        printf("%d steps: %g\n", g_nsteps, r);
    MPI_Finalize();
    return 0;
}
