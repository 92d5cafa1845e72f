/* A helper that calls itself stores one of its values at the end of the
 * recursion, swapping its two value parameters at each step: after an odd
 * number of steps the value stored is the second one. Two arrays are filled,
 * one with a constant pair, one with (0, rank).
 * Correct: the barrier is under a test of the array filled with constants.
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
    if (u[0] > 0)
        MPI_Barrier(MPI_COMM_WORLD);
    if (pick(1, 0, 5) > 0)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return r[0] < 0;
}
