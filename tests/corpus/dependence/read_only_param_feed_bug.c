/* A helper that only reads through its parameter still sees what its callers pass: given a
 * uniform flag by one caller and a flag set on process 0 only by another, it synchronises
 * only on process 0 the second time (the barrier hangs).
 */
#include <mpi.h>

static int verbose = 1;

static void maybe_sync(const int *flag)
{
    if (*flag)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
}

int main(int argc, char **argv)
{
    int rank, first;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    maybe_sync(&verbose);
    first = rank == 0;
    maybe_sync(&first);
    MPI_Finalize();
    return 0;
}
