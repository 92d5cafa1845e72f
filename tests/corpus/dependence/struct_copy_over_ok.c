/* A member of a local struct is first set from the rank, then the whole struct is
 * replaced by a struct assignment from defaults the same everywhere (an llvm.memcpy of
 * the whole variable at -O0), and a second one is cleared by memset: the loop bounds
 * read from them afterwards are the same on every process.
 */
#include <mpi.h>
#include <string.h>

struct opts {
    int steps;
    double tol;
};

int main(int argc, char **argv)
{
    int rank;
    struct opts o, defaults = {4, 1e-6};
    struct opts extra;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    o.steps = rank + 1;   /* a first guess, per process */
    o = defaults;         /* replaced whole */
    for (int i = 0; i < o.steps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    extra.steps = rank;
    memset(&extra, 0, sizeof extra);
    for (int i = 0; i < extra.steps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
