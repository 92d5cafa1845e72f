/* alloc_null_pointer_ok.c with the step count set by a helper (hypre's setters,
 * `hypre_BoomerAMGSetMaxIter(solver, n)`): the helper uses the pointer it is given only as
 * the address it writes through, so a pointer that may be NULL on some processes only (an
 * allocation wrapper's result, rank + 1 items) changes nothing it writes. (The twin
 * setter_null_pointer_bug.c stores the pointer itself.) */
#include <mpi.h>
#include <stdlib.h>

struct config {
    int steps;
    struct config *next;
};

struct config *new_configs(int n)
{
    if (n <= 0)
        return NULL;
    return calloc(n, sizeof(struct config));
}

static void set_steps(struct config *c, int steps)
{
    c->steps = steps;
}

static void set_next(struct config *c, struct config *next)
{
    c->next = next;
}

void run(struct config *c)
{
    for (int i = 0; i < c->steps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    if (c->next != NULL)
        MPI_Barrier(MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    struct config *c = new_configs(rank + 1);
    struct config *fixed = new_configs(1);
    struct config *mine = new_configs(rank); /* NULL on process 0 */
    set_steps(c, 3);
    set_next(c, fixed);
    run(c);
    free(mine);
    free(fixed);
    free(c);
    MPI_Finalize();
    return 0;
}
