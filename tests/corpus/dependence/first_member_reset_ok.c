/* Helpers that overwrite the first member of a struct through their parameter, after main
 * assigned it from the rank: `reset` (which also calls MPI, so it is bound the ordinary
 * way and its parameter stands for both locals given to it), `init` on a global (a small
 * helper, summarised per call site) and `init` on a local. The loops read the members the
 * helpers wrote: the same everywhere.
 */
#include <mpi.h>

struct cfg {
    int n;
    double x;
};

struct cfg g;

static void reset(struct cfg *c)
{
    c->n = 2;
    MPI_Barrier(MPI_COMM_WORLD);
}

static void init(struct cfg *c, int v)
{
    c->n = v;
    c->x = 1.0;
}

int main(int argc, char **argv)
{
    int rank, size;
    struct cfg d, e, h;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    d.n = rank;
    reset(&d);
    for (int i = 0; i < d.n; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    e.n = rank;
    reset(&e);
    for (int i = 0; i < e.n; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    g.n = rank;
    init(&g, 4);
    for (int i = 0; i < g.n; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    init(&h, rank);
    init(&h, size);
    for (int i = 0; i < h.n; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
