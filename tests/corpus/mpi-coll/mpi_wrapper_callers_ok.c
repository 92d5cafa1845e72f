/* The twin of mpi_wrapper_callers_bug.c without the bug: every call of the one-line wrapper
 * passes a count and a communicator that are the same on every process (two different
 * counts, from two callers).
 * Correct: every process makes the same reductions in the same order.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

void my_allreduce(double *in, double *out, int n, MPI_Comm comm)
{
    if (MPI_Allreduce(in, out, n, MPI_DOUBLE, MPI_SUM, comm) != MPI_SUCCESS)
        abort();
}

static double norm(double *v, int n)
{
    double local = 0, global = 0;
    for (int i = 0; i < n; i++)
        local += v[i] * v[i];
    my_allreduce(&local, &global, 1, MPI_COMM_WORLD);
    return global;
}

int main(int argc, char **argv)
{
    int rank;
    double y[2], t[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    y[0] = rank;
    y[1] = 2 * rank;
    my_allreduce(y, t, 2, MPI_COMM_WORLD);
    double n = norm(y, 2);
    if (rank == 0)
        printf("%g %g\n", t[0], n);
    MPI_Finalize();
    return 0;
}
