/* Modelled on miniGhost's MG_ASSERT: one reporting helper is given, by address, an error code
 * set on process 0 only and, elsewhere, the number of variables. It only reads through its
 * parameter (it calls MPI, so it is not a summarised helper), so the two stay apart: the count
 * of the reduction is the same everywhere.
 */
#include <mpi.h>
#include <stdio.h>

static int nvars = 4;

static void report(const char *what, const int *v)
{
    if (*v < 0)
        printf("%s: %d\n", what, *v);
    if (*v < -100)
        MPI_Abort(MPI_COMM_WORLD, 1);
}

int main(int argc, char **argv)
{
    int rank, code;
    double x[8] = {0}, y[8];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    code = rank == 0 ? -1 : 0;
    report("code", &code);
    report("nvars", &nvars);
    MPI_Allreduce(x, y, nvars, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
