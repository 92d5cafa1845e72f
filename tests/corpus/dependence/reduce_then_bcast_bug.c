/* The global sum is computed with MPI_Reduce to rank 0, but not broadcast:
 * every process tests its own copy of s, which only rank 0 received.
 * Bug: rank 0 (sum 3 or 6) enters the MPI_Allreduce, the others (s = 0) go
 * on to MPI_Finalize: the job hangs.
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

    if (s > 2.5)
        MPI_Allreduce(&x, &corr, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("sum %g, correction %g\n", s, corr);
    MPI_Finalize();
    return 0;
}
