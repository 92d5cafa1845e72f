/* A solver allocates its objects through a table of functions (the shape of
 * hypre's Krylov solvers: `(*functions->CAlloc)(1, size)`). The settings of
 * its log are written with the rank; the solver's own settings with the same
 * values everywhere, and the processes reduce when the iteration limit is
 * large.
 * Bug: the solver's iteration limit is set from the rank, so only some
 * processes take part in the reduction.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    void *(*alloc)(size_t, size_t);
    void (*release)(void *);
} Functions;

typedef struct {
    double tol;
    int maxit;
} Settings;

static void *my_calloc(size_t n, size_t size)
{
    return calloc(n, size);
}

static void my_free(void *p)
{
    free(p);
}

int main(int argc, char **argv)
{
    int rank, x = 1, y = 0;
    Functions fns = {my_calloc, my_free};
    Settings *s, *log;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    s = (Settings *)(*fns.alloc)(1, sizeof(Settings));
    log = (Settings *)(*fns.alloc)(1, sizeof(Settings));
    if (!s || !log)
        MPI_Abort(MPI_COMM_WORLD, 1);
    s->tol = 1e-6;
    s->maxit = 5 + 10 * rank;
    log->tol = 0.0;
    log->maxit = rank;

    if (s->maxit > 10)
        MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch

    if (rank == 0)
        printf("%d %d\n", y, log->maxit);
    (*fns.release)(log);
    (*fns.release)(s);
    MPI_Finalize();
    return 0;
}
