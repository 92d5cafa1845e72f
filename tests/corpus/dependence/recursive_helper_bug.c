/* A helper that calls itself stores one of its values at the end of the
 * recursion, swapping its two value parameters at each step: after an odd
 * number of steps the value stored is the second one. Two arrays are filled,
 * one with a constant pair, one with (0, rank).
 * Bug: the barriers are under tests of the array filled with the rank and of
 * the rank picked by the same recursion.
 */
#include <mpi.h>

static void put(int *a, int n, int x, int y)
{
    if (n == 0) {
        a[0] = x;
        return;
    }
    put(a, n - 1, y, x);
}

static int pick(int n, int x, int y)
{
    if (n == 0)
        return x;
    return pick(n - 1, y, x);
}

int main(int argc, char **argv)
{
    int rank, u[1], r[1];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    put(u, 1, 0, 5);
    put(r, 1, 0, rank);
    if (r[0] > 0)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    if (pick(1, 0, rank) > 0)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize();
    return r[0] < 0;
}
