/* A recursive tree reduction: each level performs one MPI_Allreduce and
 * recurses with depth - 1; the depth is computed from the number of
 * processes (the number of bits of size).
 * Correct: every process starts with the same depth and so performs the same
 * number of collectives.
 */
#include <mpi.h>
#include <stdio.h>

static double tree(double x, int depth)
{
    double s;

    if (depth == 0)
        return x;
    MPI_Allreduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return tree(0.5 * s, depth - 1);
}

int main(int argc, char **argv)
{
    int rank, size, depth = 0, p;
    double r;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (p = size; p > 0; p /= 2)
        depth++;
    r = tree((double)rank, depth);

    if (rank == 0)
        printf("depth %d: %g\n", depth, r);
    MPI_Finalize();
    return 0;
}
