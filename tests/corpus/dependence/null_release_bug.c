/* A generic slot table holds a buffer and a counter, as in null_release_ok.c; some processes
 * release the buffer (its data pointer set to NULL), and the program then tests that pointer.
 * Bug: only the processes that kept the buffer call MPI_Allreduce.
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
    v[0] = v[1] = v[2] = rank;
    if (hh->data != NULL)
        MPI_Allreduce(MPI_IN_PLACE, v, cc->n, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    free(h->data);
    free(h);
    free(c);
    MPI_Finalize();
    return 0;
}
