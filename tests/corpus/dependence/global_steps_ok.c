/* Globals: the rank and the number of steps are kept in two global
 * variables set by init_globals; run() loops over the global step count.
 * Correct: g_nsteps is computed from MPI_Comm_size; only g_rank varies, and
 * it is used for the output only.
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
    g_nsteps = size + 1;
}

static double run(double x)
{
    int i;
    double s = 0.0;

    for (i = 0; i < g_nsteps; i++) {
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
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
