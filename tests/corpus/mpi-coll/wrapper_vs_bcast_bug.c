/* A thin MPI_Allreduce wrapper on one branch of a rank test and a direct
 * MPI_Bcast on the other.
 * Bug: rank 0 is in MPI_Allreduce and the others in MPI_Bcast; the
 * collectives never match and the job hangs.
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
    double a;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    a = rank + 1.0;
    if (rank == 0)
        my_allreduce(&a, MPI_COMM_WORLD); // expect: collective-mismatch
    else
        MPI_Bcast(&a, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("a %.1f\n", a);

    MPI_Finalize();
    return 0;
}
