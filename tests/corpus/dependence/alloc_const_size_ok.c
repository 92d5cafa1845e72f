/* An allocation wrapper (hypre_CAlloc's shape) returns NULL for zero items. One call asks a
 * rank-dependent count (NULL on process 0), another a constant one: whether a call's result is
 * NULL depends on the arguments of that call only, so the constant one is NULL nowhere and
 * the test of it decides nothing. (The twin alloc_const_size_bug.c tests the other one.) */
#include <mpi.h>
#include <stdlib.h>

static void *xcalloc(size_t count, size_t size)
{
    void *p = NULL;
    if (count * size > 0) {
        p = calloc(count, size);
        if (p == NULL)
            abort();
    }
    return p;
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int *mine = xcalloc(rank, sizeof(int));
    double *work = xcalloc(16, sizeof(double));
    if (work != NULL)
        MPI_Barrier(MPI_COMM_WORLD);
    free(work);
    free(mine);
    MPI_Finalize();
    return 0;
}
