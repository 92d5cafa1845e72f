/* A global struct of options: a member is first set from the rank, then main replaces the
 * whole struct by a struct assignment from defaults the same everywhere (an llvm.memcpy of
 * the whole variable), and a second global is cleared by memset. main's loop and the loop
 * of a function it calls afterwards read the same bounds on every process.
 */
#include <mpi.h>
#include <string.h>

struct opts {
    int steps;
    double tol;
    struct {
        int levels;
    } mg;
};

struct opts options;
static const struct opts defaults = {4, 1e-6, {2}};
struct opts scratch;

static void solve(void)
{
    for (int l = 0; l < options.mg.levels; l++)
        MPI_Barrier(MPI_COMM_WORLD);
    for (int i = 0; i < scratch.steps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    int rank;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    options.steps = rank + 1;      /* a first guess, per process */
    options.mg.levels = rank;
    options = defaults;            /* replaced whole */
    scratch.steps = rank;
    memset(&scratch, 0, sizeof scratch);
    for (int i = 0; i < options.steps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    solve();
    MPI_Finalize();
    return 0;
}
