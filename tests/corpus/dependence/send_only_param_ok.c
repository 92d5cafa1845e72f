/* A reporting helper gives its parameter to MPI_Reduce as the send buffer only: it is called
 * on an error code that differs between processes and on the number of variables. The MPI
 * call only reads through the parameter, so the two stay apart: the count of the reduction
 * after them is the same everywhere.
 */
#include <mpi.h>
#include <stdio.h>

static int nvars = 4;

static void report_max(const char *what, const int *v, int rank)
{
    int m;
    MPI_Reduce(v, &m, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
    if (rank == 0)
        printf("%s: %d\n", what, m);
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
    MPI_Allreduce(x, y, nvars, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
