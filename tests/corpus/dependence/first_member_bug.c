/* The first member of a struct is reached through the struct's own address (opaque
 * pointers: no getelementptr).
 * Bug: the first member holds the local timer, and it decides the gather.
 */
#include <mpi.h>

struct Perf {
    double tsum;
    long nsum;
};

struct Perf perf;

int main(int argc, char **argv)
{
    double all[64];
    MPI_Init(&argc, &argv);
    double t0 = MPI_Wtime();
    perf.tsum += MPI_Wtime() - t0;
    perf.nsum += 1;
    if (perf.tsum > 1e-3)
        MPI_Gather(&perf.tsum, 1, MPI_DOUBLE, all, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize();
    return 0;
}
