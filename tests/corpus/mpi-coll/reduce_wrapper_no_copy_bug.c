/* Like reduce_wrapper_other_local_ok.c, but the wrapper copies the total back only when
 * asked to, and this call does not ask: a keeps rank + 1, the wrapper does not leave what its
 * parameter points to the same everywhere.
 * Bug: only the processes whose rank is at least 1 enter the barrier. */
#include <mpi.h>

static void getlocal(int *p)
{
    int r;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    *p = r + 1;
}

static void allsum(int *p, int copy)
{
    int t;
    MPI_Allreduce(p, &t, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (copy)
        *p = t;
}

int main(int argc, char **argv)
{
    int a, b;
    MPI_Init(&argc, &argv);
    getlocal(&a);
    getlocal(&b);
    allsum(&b, 1);
    allsum(&a, 0);
    if (a > 1)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize();
    return b > 0 ? 0 : 1;
}
