/* Two locals meet in one helper's parameter, so the points-to keeps them in one class. The
 * reduction wrapper makes a the same everywhere; b, the other variable of the class, still
 * holds rank + 1 after it.
 * Bug: only the processes whose rank is at least 1 enter the barrier. */
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
    if (b > 1)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize();
    return a > 0 ? 0 : 1;
}
