/* The first member of a struct is reached through the struct's own address: with opaque
 * pointers clang writes `load i64, ptr @perf` for perf.nsum, no getelementptr. It is still
 * the first member only: the timer stored beside it does not make the counter vary, for a
 * global as for a local.
 */
#include <mpi.h>

struct Perf {
    long nsum;
    double tsum;
};

struct Perf perf;

int main(int argc, char **argv)
{
    double all[64];
    MPI_Init(&argc, &argv);
    double t0 = MPI_Wtime();
    perf.tsum += MPI_Wtime() - t0;
    perf.nsum += 1;
    if (perf.nsum != 0)
        MPI_Gather(&perf.tsum, 1, MPI_DOUBLE, all, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    struct Perf mine = {0, 0.0};
    mine.tsum = MPI_Wtime();
    mine.nsum = 2;
    if (mine.nsum != 0)
        MPI_Gather(&mine.tsum, 1, MPI_DOUBLE, all, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
