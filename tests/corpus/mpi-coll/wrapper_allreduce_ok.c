/* A thin wrapper around MPI_Allreduce taking the communicator as argument,
 * called on every path: unconditionally, and in both branches of a rank test.
 * Correct: every process executes two reductions.
 */
#include <mpi.h>
#include <stdio.h>

static void my_allreduce(double *x, MPI_Comm c)
{
    MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, c);
}

int main(int argc, char **argv)
{
    int rank;
    double a, b;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    a = rank;
    my_allreduce(&a, MPI_COMM_WORLD);

    if (rank == 0) {
        b = 100.0;
        my_allreduce(&b, MPI_COMM_WORLD);
    } else {
        b = 1.0;
        my_allreduce(&b, MPI_COMM_WORLD);
    }

    if (rank == 0)
        printf("a %.1f b %.1f\n", a, b);

    MPI_Finalize();
    return 0;
}
