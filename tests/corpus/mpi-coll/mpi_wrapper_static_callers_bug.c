/* mpi_wrapper_callers_bug.c with a static wrapper, which `parcoach cc` (one file at a time)
 * reads as the MPI call too, since no other file can call it.
 * A one-line MPI wrapper (issue 13, mechanism 2) called three times: once correctly, once with
 * a count that depends on the rank, once on rank 0 only. Each call of the wrapper is the
 * MPI_Allreduce it makes, at the caller's line: the findings name the call that passes the
 * varying count (not the line inside the wrapper, which is right for the other callers).
 * Bug: rank 0 reduces 1 element where the others reduce 2, then reduces alone.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void my_allreduce(double *in, double *out, int n, MPI_Comm comm)
{
    if (MPI_Allreduce(in, out, n, MPI_DOUBLE, MPI_SUM, comm) != MPI_SUCCESS)
        abort();
}

int main(int argc, char **argv)
{
    int rank;
    double x = 1, s = 0, y[2] = {1, 2}, t[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    my_allreduce(&x, &s, 1, MPI_COMM_WORLD);
    my_allreduce(y, t, rank == 0 ? 1 : 2, MPI_COMM_WORLD); // expect: collective-argument-mismatch
    if (rank == 0)
        my_allreduce(&x, &s, 1, MPI_COMM_WORLD); // expect: collective-mismatch
    printf("%g %g\n", s, t[0]);
    MPI_Finalize();
    return 0;
}
