/* As send_only_param_ok.c, but after reducing its parameter the helper also clamps it by the
 * process's rank: the number of variables, hence the count of the reduction after it,
 * differs between processes (it hangs).
 */
#include <mpi.h>
#include <stdio.h>

static int nvars = 4;

static void report_max(const char *what, int *v, int rank)
{
    int m;
    MPI_Reduce(v, &m, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("%s: %d\n", what, m);
    if (*v > rank + 1)
        *v = rank + 1;
}

int main(int argc, char **argv)
{
    int rank, code;
    double x[8] = {0}, y[8];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    code = rank;
    report_max("code", &code, rank);
    report_max("nvars", &nvars, rank);
    MPI_Allreduce(x, y, nvars, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-argument-mismatch
    MPI_Finalize();
    return 0;
}
