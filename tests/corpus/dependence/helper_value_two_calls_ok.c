/* One small helper is called with the rank (for a log line) and with a constant (the
 * number of steps).
 * Correct: the call with the constant returns the same everywhere, whatever the call with
 * the rank returns; every process runs the same number of MPI_Allreduce calls.
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
    printf("process %d of the run\n", padded(rank));
    for (i = 0; i < padded(3); i++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

    MPI_Finalize();
    return 0;
}
