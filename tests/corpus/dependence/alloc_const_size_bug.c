/* alloc_const_size_ok.c testing the rank-dependent allocation instead: process 0 gets NULL
 * (zero items) and skips the barrier the others wait in. */
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
    if (mine != NULL)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    free(work);
    free(mine);
    MPI_Finalize();
    return 0;
}
