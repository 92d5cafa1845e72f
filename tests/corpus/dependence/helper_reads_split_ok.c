/* Modelled on CoMD's initAtomHaloExchange: a setup helper reads the process coordinates
 * (they differ between processes) to set boundary factors, and writes a step count that
 * does not depend on them. Only what depends on the coordinates varies; the loop bound
 * is the same everywhere.
 */
#include <mpi.h>
#include <stdlib.h>

typedef struct {
    int nsteps;
    double *factor;
} Setup;

static void setup(Setup *dst, const int *coord)
{
    dst->factor = malloc(3 * sizeof(double));
    dst->factor[0] = 0.0;
    if (coord[0] == 0)
        dst->factor[0] = 1.0;
    dst->nsteps = 5;
}

int main(int argc, char **argv)
{
    int rank, i;
    double x = 1.0, sum;
    Setup s;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int coord[1] = {rank};
    setup(&s, coord);
    for (i = 0; i < s.nsteps; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    free(s.factor);
    MPI_Finalize();
    return 0;
}
