/* Inter-procedural, three calls deep: main -> solve -> update -> normalise,
 * the collective is in normalise, the rank test in main.
 * Bug: only rank 0 reaches the MPI_Allreduce in normalise; it waits forever
 * while the other ranks are in MPI_Finalize.
 */
#include <mpi.h>
#include <stdio.h>

static void normalise(double *x)
{
    double s = 0.0;

    MPI_Allreduce(x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    if (s != 0.0)
        *x /= s;
}

static void update(double *x)
{
    *x += 1.0;
    normalise(x);
}

static void solve(double *x)
{
    *x *= 2.0;
    update(x);
}

int main(int argc, char **argv)
{
    int rank;
    double x;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    x = rank;
    if (rank == 0)
        solve(&x);

    if (rank == 0)
        printf("x %.3f\n", x);

    MPI_Finalize();
    return 0;
}
