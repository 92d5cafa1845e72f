/* A short-circuit && condition that does not depend on the rank: the size of
 * the communicator and a problem size known to every process.
 * Correct: every process evaluates the condition to the same value and either
 * all or none call MPI_Allreduce.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;
    int n = 16;
    double local, sum;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    local = (double)n / size;
    sum = local;
    if (size > 1 && n > 0)
        MPI_Allreduce(&local, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);

    if (rank == 0)
        printf("sum %.1f\n", sum);

    MPI_Finalize();
    return 0;
}
