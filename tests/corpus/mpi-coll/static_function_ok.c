/* A static helper performing a global dot product, called by every process;
 * the processes that own no data pass an empty contribution instead of
 * skipping the call.
 * Correct: every process executes one MPI_Allreduce.
 */
#include <mpi.h>
#include <stdio.h>

#define N 4

static double global_dot(const double *a, const double *b, int n)
{
    double local = 0.0, dot = 0.0;
    int i;

    for (i = 0; i < n; i++)
        local += a[i] * b[i];
    MPI_Allreduce(&local, &dot, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return dot;
}

int main(int argc, char **argv)
{
    int rank, size, i, n;
    double a[N], b[N], d;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < N; i++) {
        a[i] = rank + i;
        b[i] = 1.0;
    }
    n = (rank < size - 1) ? N : 0;
    d = global_dot(a, b, n);

    if (rank == 0)
        printf("dot %.1f\n", d);

    MPI_Finalize();
    return 0;
}
