/* The global sum is computed with MPI_Reduce to rank 0 and then broadcast,
 * and every process decides on it whether a correction step (a collective)
 * is needed.
 * Correct: after MPI_Bcast every process holds rank 0's sum.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    double x, s = 0.0, corr = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    x = 1.0 + rank;
    MPI_Reduce(&x, &s, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Bcast(&s, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);

    if (s > 2.5)
        MPI_Allreduce(&x, &corr, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);

    if (rank == 0)
        printf("sum %g, correction %g\n", s, corr);
    MPI_Finalize();
    return 0;
}
