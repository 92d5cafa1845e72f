/* The configuration is returned through pointer parameters: read_config
 * writes the number of steps and the tolerance computed from the number of
 * processes; the loop is bounded by the step count.
 * Correct: what read_config writes depends only on its (uniform) argument.
 */
#include <mpi.h>
#include <stdio.h>

static void read_config(int nprocs, int *nsteps, double *tol)
{
    *nsteps = 3 + nprocs % 2;
    *tol = 1e-3 * nprocs;
}

int main(int argc, char **argv)
{
    int rank, size, nsteps, i;
    double tol, x, s = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    read_config(size, &nsteps, &tol);
    x = rank * tol;
    for (i = 0; i < nsteps; i++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("%d steps, sum %g\n", nsteps, s);
    MPI_Finalize();
    return 0;
}
