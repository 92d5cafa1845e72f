/* A setup helper passes the process coordinates on to a second helper that reads them; the
 * result goes into a boundary factor only. The step count it writes is a constant: the
 * loop bound is the same on every process.
 */
#include <mpi.h>

typedef struct {
    int nsteps;
    double factor;
} Setup;

static int first(const int *coord) { return coord[0]; }

static void setup(Setup *dst, const int *coord)
{
    dst->factor = first(coord) == 0 ? 1.0 : 0.0;
    dst->nsteps = 5;
}

int main(int argc, char **argv)
{
    int rank, i;
    double x = 1.0, sum;
    Setup s;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int coord[2] = {rank, 0};
    setup(&s, coord);
    for (i = 0; i < s.nsteps; i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
