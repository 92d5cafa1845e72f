/* A graph built by a factory function (as miniVite's generate): it allocates the
 * graph, fills it, stores its own number of edges into it, and returns it. Each
 * process holds a different part of the graph, so its edge count differs.
 * Bug: the barriers of print are skipped by a process whose edge count passes the
 * limit while the others wait in them (the inner barrier is balanced: every process
 * calls it once over the loop).
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_PRINT_EDGES 4

typedef struct {
    long nv, ne;
    long *edges;
} Graph;

static Graph *generate(long nv, int rank)
{
    Graph *g = malloc(sizeof(Graph));
    if (!g)
        MPI_Abort(MPI_COMM_WORLD, 1);
    g->nv = nv;
    g->ne = nv + rank; /* this process's part of the edges */
    g->edges = calloc(g->ne, sizeof(long));
    return g;
}

static void print(const Graph *g, int rank, int size)
{
    if (g->ne < MAX_PRINT_EDGES) {
        for (int p = 0; p < size; p++) {
            MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
            if (p == rank)
                printf("rank %d: %ld edges\n", rank, g->ne);
        }
    }
}

int main(int argc, char **argv)
{
    int rank, size;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    Graph *g = generate(3, rank);
    print(g, rank, size);
    free(g->edges);
    free(g);
    MPI_Finalize();
    return 0;
}
