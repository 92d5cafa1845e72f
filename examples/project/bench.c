/* bench: a collective-heavy microbenchmark for the overhead of parcoach's runtime checks.
 *
 *   bench [ITERATIONS]
 *
 * The hot loop calls MPI_Allreduce and MPI_Bcast (ITERATIONS of each, 20000 by default): the
 * static pass proves it, so the default instrumentation leaves it alone, while
 * --instrument=all checks every call. Every 100 iterations, phase() calls MPI_Barrier under
 * a condition that depends on the rank (it is always true): the static pass cannot prove it,
 * so the default instrumentation checks that function. Rank 0 prints the time per collective.
 */
#include <stdio.h>
#include <stdlib.h>

#include <mpi.h>

static void phase(int rank, MPI_Comm comm)
{
    if (rank >= 0) /* always true, but rank-dependent for the static pass */
        MPI_Barrier(comm);
}

int main(int argc, char **argv)
{
    int rank, size, i, n = 20000, ncoll = 0;
    double x = 1.0, y = 0.0, t0, t1;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (argc > 1)
        n = atoi(argv[1]);

    MPI_Barrier(MPI_COMM_WORLD);
    t0 = MPI_Wtime();
    for (i = 0; i < n; i++) {
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        x = y / size;
        MPI_Bcast(&x, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        ncoll += 2;
        if (i % 100 == 0) {
            phase(rank, MPI_COMM_WORLD);
            ncoll++;
        }
    }
    t1 = MPI_Wtime();
    if (rank == 0)
        printf("processes %d collectives %d time %.6f s per-collective %.3f us x %.3f\n", size, ncoll, t1 - t0,
               1e6 * (t1 - t0) / ncoll, x);
    MPI_Finalize();
    return 0;
}
