/* Two locals, a and b, given to the same helper (one unification class). Rank-dependent data
 * goes into both; then `a = 1.0` overwrites a with data the same everywhere. That store does
 * not make b uniform: the Barrier under `b > 0` is skipped by rank 0 only. */
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
    if (b > 0)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize();
    return a > 0 ? 0 : 1;
}
