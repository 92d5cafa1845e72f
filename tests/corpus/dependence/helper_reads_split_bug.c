/* Modelled on CoMD's initAtomHaloExchange: a setup helper reads the process coordinates
 * to set boundary factors and the step count.
 * Bug: the first process of the row runs one step more than the others.
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
    dst->nsteps = 5;
    if (coord[0] == 0)
        dst->nsteps = 6;
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
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    free(s.factor);
    MPI_Finalize();
    return 0;
}
