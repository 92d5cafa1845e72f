/* The twin of release_callbacks_ok.c: the iteration limit is written from the
 * rank.
 * Bug: the processes with an odd rank reduce once more than the others.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int (*free_data)(void *);
    int (*destroy_vector)(void *);
} Functions;

typedef struct {
    int owner;
    double *values;
} Vector;

typedef struct {
    int maxit;
    double tol;
    Vector *r;
    Functions *fns;
} Solver;

static int release(void *p)
{
    free(p);
    return 0;
}

static int destroy_vector(void *v)
{
    Vector *x = (Vector *)v;
    free(x->values);
    free(x);
    return 0;
}

static Functions *functions_create(int (*free_data)(void *), int (*destroy)(void *))
{
    Functions *fns = (Functions *)malloc(sizeof(Functions));
    if (fns) {
        fns->free_data = free_data;
        fns->destroy_vector = destroy;
    }
    return fns;
}

static int iterate(Solver *s)
{
    int i, x = 1, y = 0;
    for (i = 0; i < s->maxit; i++)
        MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    return y;
}

static void finish(Solver *s)
{
    Functions *fns = s->fns;
    (*fns->destroy_vector)(s->r);
    (*fns->free_data)(s);
    free(fns);
}

int main(int argc, char **argv)
{
    int rank, y;
    Solver *s;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    s = (Solver *)malloc(sizeof(Solver));
    if (!s)
        MPI_Abort(MPI_COMM_WORLD, 1);
    s->r = (Vector *)malloc(sizeof(Vector));
    if (!s->r)
        MPI_Abort(MPI_COMM_WORLD, 1);
    s->maxit = 3 + rank % 2;
    s->r->values = (double *)calloc(4, sizeof(double));
    s->r->owner = rank;
    s->tol = 1e-6;
    s->fns = functions_create(release, destroy_vector);

    y = iterate(s);
    if (rank == 0)
        printf("%d %d\n", y, s->r->owner);
    finish(s);
    MPI_Finalize();
    return 0;
}
