/* The same recursive reduction, but the depth is computed from the rank
 * (the number of bits of rank + 1).
 * Bug: with 3 processes ranks 0, 1, 2 recurse 1, 2 and 2 levels deep: rank 0
 * goes on to MPI_Finalize while the others wait in their second
 * MPI_Allreduce; the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

static double tree(double x, int depth)
{
    double s;

    if (depth == 0)
        return x;
    MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    return tree(0.5 * s, depth - 1);
}

int main(int argc, char **argv)
{
    int rank, size, depth = 0, p;
    double r;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (p = rank + 1; p > 0; p /= 2)
        depth++;
    r = tree((double)rank, depth);

    if (rank == 0)
        printf("depth %d of %d: %g\n", depth, size, r);
    MPI_Finalize();
    return 0;
}
