/* Seed Figure 5.3: g executes a barrier then, only when its argument is 0, an
 * MPI_Allreduce; f calls g and then its own MPI_Allreduce. A summary of g
 * holding only the collectives executed for sure (the barrier) hides the
 * problem from f; the faulty collective is the one in g.
 * Bug: rank 0 executes Barrier, Allreduce, Allreduce; the others Barrier,
 * Allreduce: rank 0 hangs in its second reduction.
 */
#include <mpi.h>
#include <stdio.h>

void g(int r, int *v)
{
    int t = 0;

    MPI_Barrier(MPI_COMM_WORLD);
    if (r == 0)
        MPI_Allreduce(v, &t, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD); // expect: collective-mismatch
    *v += t;
}

void f(int r)
{
    int v = r, s = 0;

    g(r, &v);
    MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (r == 0)
        printf("s %d\n", s);
}

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    f(rank);
    MPI_Finalize();
    return 0;
}
