/* A constructor-like function allocates an object, asks MPI for the rank into
 * one of its fields and stores its argument into another, then returns it: an
 * allocation wrapper that initialises the object it returns (miniVite's
 * BinaryEdgeList::read, which returns `new Graph(...)` after set_nedges).
 * Bug: the caller passes its rank, and tests the field before a barrier.
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
    int rank;
    struct grid *g;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    g = make_grid(rank);
    if (g->n > 0)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    free(g);
    MPI_Finalize();
    return 0;
}
