/* Like store_other_local_bug.c, but the constant is stored into b itself, the variable the
 * test reads: every process holds 1 there, whatever the other local of the class holds. */
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
    b = 1;
    if (b > 0)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return a > 0 ? 0 : 1;
}
