/* The number of smoothing sweeps is passed as a parameter through three
 * levels of calls (vcycle -> level -> smooth); the innermost function loops
 * over the sweeps with an MPI_Allreduce in each.
 * Correct: the argument is computed from MPI_Comm_size, so every process
 * runs the same number of sweeps.
 */
#include <mpi.h>
#include <stdio.h>

static void smooth(double *x, int sweeps)
{
    int i;
    double s;

    for (i = 0; i < sweeps; i++) {
        MPI_Allreduce(x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        *x = 0.5 * s;
    }
}

static void level(double *x, int sweeps)
{
    smooth(x, sweeps);
}

static void vcycle(double *x, int depth, int nu)
{
    level(x, nu * depth);
}

int main(int argc, char **argv)
{
    int rank, size;
    double x;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    x = rank;
    vcycle(&x, 2, size);

    if (rank == 0)
        printf("x %g\n", x);
    MPI_Finalize();
    return 0;
}
