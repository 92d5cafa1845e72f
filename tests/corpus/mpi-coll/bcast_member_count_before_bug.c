/* The loader broadcasts the values before the size: the count of the first broadcast is the
 * size only rank 0 has read (the others still hold 0).
 * Bug: the broadcasts' counts differ between processes (MPI_ERR_TRUNCATE, or a hang). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct table {
    int n;
    double v[16];
};

static void read_size(struct table *t) { t->n = 16; }

static void load(struct table *t, int rank)
{
    if (rank == 0)
        read_size(t);
    MPI_Bcast(t->v, t->n, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: collective-argument-mismatch
    MPI_Bcast(&t->n, 1, MPI_INT, 0, MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    int rank;
    struct table t = {0, {0}};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    load(&t, rank);
    printf("%d\n", t.n);
    MPI_Finalize();
    return 0;
}
