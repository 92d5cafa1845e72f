/* Rank 0 reads a table's size into a struct member; the loader broadcasts the size, then uses
 * it as the count of the next broadcast, in the same function (miniMD's force_eam pattern,
 * issue 13, mechanism 5).
 * Correct: after the first broadcast every process holds the same size. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct table {
    int n;
    double *v;
};

static void read_size(struct table *t) { t->n = 16; }

static void load(struct table *t, int rank)
{
    if (rank == 0)
        read_size(t);
    MPI_Bcast(&t->n, 1, MPI_INT, 0, MPI_COMM_WORLD);
    t->v = calloc(t->n, sizeof(double));
    MPI_Bcast(t->v, t->n, MPI_DOUBLE, 0, MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    int rank;
    struct table t = {0, NULL};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    load(&t, rank);
    printf("%d\n", t.n);
    free(t.v);
    MPI_Finalize();
    return 0;
}
