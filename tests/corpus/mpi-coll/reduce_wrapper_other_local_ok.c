/* Like reduce_wrapper_other_local_bug.c, but the test reads a, the variable the reduction
 * wrapper made the same everywhere. */
#include <mpi.h>

static void getlocal(int *p)
{
    int r;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    *p = r + 1;
}

static void allsum(int *p)
{
    int t = *p;
    MPI_Allreduce(&t, p, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    int a, b;
    MPI_Init(&argc, &argv);
    getlocal(&a);
    getlocal(&b);
    allsum(&a);
    if (a > 1)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return b > 0 ? 0 : 1;
}
