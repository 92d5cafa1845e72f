/* Modelled on miniGhost's MG_PERF: a global record of counters and timers. The timers differ
 * between processes; the counter, set the same way everywhere, decides whether the report
 * gathers them. A member of a global struct is its own object, as a local's is.
 */
#include <mpi.h>
#include <stdio.h>

struct Perf {
    const char *name;
    long nsum;
    double tsum;
};

struct Perf perf = {"sum", 0, 0.0};

static void sum_grid(double *x)
{
    double t0 = MPI_Wtime();
    MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    perf.tsum += MPI_Wtime() - t0;
    perf.nsum += 1;
}

int main(int argc, char **argv)
{
    int rank;
    double x = 1.0, all[64];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    sum_grid(&x);
    if (perf.nsum != 0)
        MPI_Gather(&perf.tsum, 1, MPI_DOUBLE, all, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("%s %g\n", perf.name, all[0]);
    MPI_Finalize();
    return 0;
}
