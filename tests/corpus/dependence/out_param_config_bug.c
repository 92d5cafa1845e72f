/* The configuration is returned through pointer parameters, but the caller
 * passes the rank where read_config expects the number of processes.
 * Bug: rank 1 gets 4 steps, ranks 0 and 2 get 3: rank 1 is left alone in its
 * fourth MPI_Allreduce and the job hangs.
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

    read_config(rank, &nsteps, &tol);
    x = rank * tol;
    for (i = 0; i < nsteps; i++)
        MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop

    if (rank == 0)
        printf("%d steps on %d processes, sum %g\n", nsteps, size, s);
    MPI_Finalize();
    return 0;
}
