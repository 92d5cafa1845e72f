/* Inter-procedural, three calls deep: main -> solve -> update -> normalise,
 * the collective is in normalise; solve has a rank test but both of its
 * branches call update (with different arguments).
 * Correct: every process executes exactly one MPI_Allreduce.
 */
#include <mpi.h>
#include <stdio.h>

static void normalise(double *x)
{
    double s = 0.0;

    MPI_Allreduce(x, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    if (s != 0.0)
        *x /= s;
}

static void update(double *x, double inc)
{
    *x += inc;
    normalise(x);
}

static void solve(int rank, double *x)
{
    if (rank % 2 == 1)
        update(x, 1.0);
    else
        update(x, 0.5);
}

int main(int argc, char **argv)
{
    int rank;
    double x;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    x = rank;
    solve(rank, &x);

    if (rank == 0)
        printf("x %.3f\n", x);

    MPI_Finalize();
    return 0;
}
