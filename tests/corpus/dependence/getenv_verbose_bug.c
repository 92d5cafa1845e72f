/* The verbose mode is switched on for "the first process", found through
 * the launcher's rank variable PMI_RANK (set by MPICH's mpiexec).
 * Bug: PMI_RANK differs on every process: rank 0 computes the timing
 * statistics in an MPI_Allreduce nobody else calls, and the job hangs.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, verbose;
    const char *s;
    double t, tmax = 0.0, x, sum;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    s = getenv("PMI_RANK");
    verbose = (s != NULL && atoi(s) == 0);

    x = rank;
    t = MPI_Wtime();
    MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    t = MPI_Wtime() - t;
    if (verbose)
        MPI_Allreduce(&t, &tmax, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("sum %g, slowest %g s\n", sum, tmax);
    MPI_Finalize();
    return 0;
}
