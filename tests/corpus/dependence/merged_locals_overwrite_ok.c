/* Like merged_locals_overwrite_bug.c, but the Barrier is under `a > 0`, a just overwritten
 * with 1.0 on every process. Correct. The analysis follows the overwrite per unification
 * class, and the class of a also holds b (rank-dependent): a known false positive until
 * stores to one of several merged locals are followed per variable. */
#include <mpi.h>

static void get_local(double *x)
{
    int r;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    *x = r;
}

int main(int argc, char **argv)
{
    double a, b;
    MPI_Init(&argc, &argv);
    get_local(&a);
    get_local(&b);
    a = 1.0;
    if (a > 0)
        MPI_Barrier(MPI_COMM_WORLD); // expect-fp: collective-mismatch
    MPI_Finalize();
    return b >= 0 ? 0 : 1;
}
