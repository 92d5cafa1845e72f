/* Two locals meet in one helper's parameter (getlocal(&a), getlocal(&b)), so the points-to
 * keeps them in one class. Storing a constant into a, after a reduction made it the same
 * everywhere, says nothing of b, which still holds rank + 1.
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
    a = 1;
    if (b > 1)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize();
    return a - 1;
}
