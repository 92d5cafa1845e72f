/* A generic slot table holds a buffer and a counter, so the analysis sees both objects as one
 * memory. Some processes release the buffer (its data pointer set to NULL): that changes
 * whether that pointer is NULL, never the counter's number, nor which object a pointer that
 * is not NULL points to.
 * Correct: every process broadcasts the counter's number of elements.
 */
#include <mpi.h>
#include <stdlib.h>

struct holder {
    int *data;
};

struct counter {
    int n;
};

static void *slots[2];

static void release(struct holder *h)
{
    free(h->data);
    h->data = NULL;
}

int main(int argc, char **argv)
{
    int rank, v[3];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    struct holder *h = malloc(sizeof *h);
    struct counter *c = malloc(sizeof *c);
    h->data = malloc(3 * sizeof(int));
    c->n = 3;
    slots[0] = h;
    slots[1] = c;
    struct holder *hh = slots[argc > 100];
    struct counter *cc = slots[argc > 100 ? 0 : 1];
    if (rank % 2)
        release(hh);
    else if (rank % 3 == 0)
        hh->data = NULL; /* (leaked) */
    v[0] = v[1] = v[2] = rank;
    MPI_Bcast(v, cc->n, MPI_INT, 0, MPI_COMM_WORLD);
    int *d = hh->data;
    if (argc > 100)
        d[0] = cc->n; /* never runs: a NULL d would crash, not take another path */
    MPI_Bcast(v, cc->n, MPI_INT, 0, MPI_COMM_WORLD);
    free(h->data);
    free(h);
    free(c);
    MPI_Finalize();
    return 0;
}
