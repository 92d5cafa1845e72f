/* Two blocks from two calls of an allocation wrapper: one holds per-rank data, the other
 * the run parameters. Each call of the wrapper is an allocation site of its own, so the
 * parameters stay the same on every process. Correct. (Twin: alloc_wrapper_blocks_bug.c.)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int *new_ints(size_t n)
{
    int *p = malloc(n * sizeof(int));
    if (!p)
        abort();
    return p;
}

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int *mine = new_ints(2);
    int *params = new_ints(2);
    mine[0] = rank;
    mine[1] = 2 * rank;
    params[0] = 3;
    params[1] = 1;
    int sum = 0;
    for (int s = 0; s < params[0]; s++)
        MPI_Allreduce(&mine[1], &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0)
        printf("sum %d\n", sum);
    free(mine);
    free(params);
    MPI_Finalize();
    return 0;
}
