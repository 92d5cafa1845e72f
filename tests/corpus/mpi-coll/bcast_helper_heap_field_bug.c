/* Like bcast_helper_heap_field_ok.c (CoMD's bcastInterpolationObject): rank 0 copies a field of its heap table into a struct,
 * a helper broadcasts the struct, the others allocate a table and copy the field back; the
 * table's values are then broadcast with a count computed from that field. The rank comes
 * from a getter of a global only MPI_Comm_rank writes. On every path the field equals the
 * broadcast bytes, so the count is the same everywhere.
 * Bug: the others set the field to 1 instead of copying it back: their count is 8 bytes,
 * rank 0's 32 or more. bcastParallel is a one-line wrapper, read as the MPI_Bcast at each call
 * (mpiwrap): the finding names the call that passes the count. */
#include <mpi.h>
#include <stdlib.h>

typedef struct {
    int n;
    double x0;
    double *values;
} table_t;

static int myRank;

int getMyRank(void)
{
    return myRank;
}

void bcastParallel(void *buf, int count, int root)
{
    MPI_Bcast(buf, count, MPI_BYTE, root, MPI_COMM_WORLD);
}

static void bcast_table(table_t **table)
{
    struct {
        int n;
        double x0;
    } buf;
    if (getMyRank() == 0) {
        buf.n = (*table)->n;
        buf.x0 = (*table)->x0;
    }
    bcastParallel(&buf, sizeof(buf), 0);
    if (getMyRank() != 0) {
        *table = malloc(sizeof(table_t));
        (*table)->n = 1;
        (*table)->x0 = buf.x0;
        (*table)->values = malloc(sizeof(double) * buf.n);
    }
    bcastParallel((*table)->values, sizeof(double) * (*table)->n, 0); // expect: collective-argument-mismatch
}

int main(int argc, char **argv)
{
    table_t *t = NULL;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &myRank);
    if (getMyRank() == 0) {
        t = malloc(sizeof(table_t));
        t->n = 3 + argc;
        t->x0 = 0.5;
        t->values = calloc(t->n, sizeof(double));
    }
    bcast_table(&t);
    free(t->values);
    free(t);
    MPI_Finalize();
    return 0;
}
