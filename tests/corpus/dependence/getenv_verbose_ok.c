/* A verbose mode read from the environment: SOLVER_VERBOSE is the same for
 * every process (the launcher passes one environment to all of them), so
 * either every process computes the timing statistics (an MPI_Allreduce)
 * or none does.
 * Correct: getenv of a variable that is not a rank variable is uniform.
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

    s = getenv("SOLVER_VERBOSE");
    verbose = (s != NULL && atoi(s) != 0);

    x = rank;
    t = MPI_Wtime();
    MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    t = MPI_Wtime() - t;
    if (verbose)
        MPI_Allreduce(&t, &tmax, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);

    if (rank == 0)
        printf("sum %g, slowest %g s\n", sum, tmax);
    MPI_Finalize();
    return 0;
}
