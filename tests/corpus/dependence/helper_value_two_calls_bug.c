/* One small helper is called with a constant (for a log line) and with the rank (the
 * number of steps).
 * Bug: process r runs r + 1 MPI_Allreduce calls.
 */
#include <mpi.h>
#include <stdio.h>

static int padded(int n) { return n + 1; }

int main(int argc, char **argv)
{
    int rank, i;
    double x = 1.0, sum;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    printf("run of %d steps\n", padded(3));
    for (i = 0; i < padded(rank); i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop

    MPI_Finalize();
    return 0;
}
