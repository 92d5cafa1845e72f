/* A static helper performing a global dot product is only called by the
 * processes that own part of the vector (all but the last one).
 * Bug: the last rank never enters the MPI_Allreduce of the helper; the
 * others wait for it forever.
 */
#include <mpi.h>
#include <stdio.h>

#define N 4

static double global_dot(const double *a, const double *b)
{
    double local = 0.0, dot = 0.0;
    int i;

    for (i = 0; i < N; i++)
        local += a[i] * b[i];
    MPI_Allreduce(&local, &dot, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    return dot;
}

int main(int argc, char **argv)
{
    int rank, size, i;
    double a[N], b[N], d = 0.0;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < N; i++) {
        a[i] = rank + i;
        b[i] = 1.0;
    }
    if (rank < size - 1)
        d = global_dot(a, b);

    if (rank == 0)
        printf("dot %.1f\n", d);

    MPI_Finalize();
    return 0;
}
