/* A constructor-like function allocates an object, asks MPI for the rank into
 * one of its fields and stores its argument into another, then returns it: an
 * allocation wrapper that initialises the object it returns (miniVite's
 * BinaryEdgeList::read, which returns `new Graph(...)` after set_nedges).
 * Correct: the caller passes the number of processes, the same everywhere.
 */
#include <mpi.h>
#include <stdlib.h>

struct grid {
    long n;
    int rank;
};

static struct grid *make_grid(long n)
{
    struct grid *g = malloc(sizeof *g);

    if (!g)
        MPI_Abort(MPI_COMM_WORLD, 1);
    MPI_Comm_rank(MPI_COMM_WORLD, &g->rank);
    g->n = n;
    return g;
}

int main(int argc, char **argv)
{
    int rank, size;
    struct grid *g;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    g = make_grid(size);
    if (g->n > 0)
        MPI_Barrier(MPI_COMM_WORLD);
    free(g);
    MPI_Finalize();
    return 0;
}
