/* Like abort_then_exit0_ok.c, but rank 0 returns from a helper early instead of aborting, and
 * the loop bound is what the helper counted on this process.
 * Bug: without an argument (or with one below 1), rank 0 runs no reduction while the others
 * run three. */
#include <mpi.h>
#include <stdlib.h>

static int count;

static void setup(int rank, int argc, char **argv)
{
    int n = 4;
    if (rank == 0)
        n = argc > 1 ? atoi(argv[1]) : 0;
    if (n < 1)
        return;
    count = 3;
}

int main(int argc, char **argv)
{
    int rank, i;
    double x = 1.0, y;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    setup(rank, argc, argv);
    for (i = 0; i < count; i++)
        MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    MPI_Finalize();
    exit(0);
}
