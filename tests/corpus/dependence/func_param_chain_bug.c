/* The same three levels of calls, but main passes rank + 1 as the number of
 * sweeps per level.
 * Bug: rank r runs 2(r+1) sweeps, each with an MPI_Allreduce: rank 2 is left
 * alone in MPI_Allreduce after the others finished; the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

static void smooth(double *x, int sweeps)
{
    int i;
    double s;

    for (i = 0; i < sweeps; i++) {
        MPI_Allreduce(x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
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
    vcycle(&x, 2, rank + 1);

    if (rank == 0)
        printf("x %g on %d processes\n", x, size);
    MPI_Finalize();
    return 0;
}
