/* As read_only_param_ok.c, but the helper also writes through its parameter: it clamps the
 * value it is given by the process's rank, so the number of variables (hence the count of
 * the reduction) differs between processes.
 */
#include <mpi.h>
#include <stdio.h>

static int nvars = 4;
static int rank;

static void report(const char *what, int *v)
{
    if (*v < 0)
        printf("%s: %d\n", what, *v);
    if (*v < -100)
        MPI_Abort(MPI_COMM_WORLD, 1);
    if (*v > rank + 1)
        *v = rank + 1;
}

int main(int argc, char **argv)
{
    int code;
    double x[8] = {0}, y[8];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    code = rank == 0 ? -1 : 0;
    report("code", &code);
    report("nvars", &nvars);
    MPI_Allreduce(x, y, nvars, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-argument-mismatch
    MPI_Finalize();
    return 0;
}
