/* A thin wrapper around MPI_Allreduce taking the communicator as argument,
 * called under a rank test. The wrapper stands for the collective, so the
 * faulty collective is the call of the wrapper in main.
 * Bug: only rank 0 calls the wrapper and waits in MPI_Allreduce forever.
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

    if (rank == 0)
        printf("a %.1f\n", a);

    MPI_Finalize();
    return 0;
}
