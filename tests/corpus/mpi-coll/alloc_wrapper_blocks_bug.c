/* The twin of alloc_wrapper_blocks_ok.c with the bug: the step count is taken from the
 * per-rank block. Bug: rank r calls MPI_Allreduce r+1 times.
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
    for (int s = 0; s < mine[0] + params[1]; s++)
        MPI_Allreduce(&mine[1], &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
    if (rank == 0)
        printf("sum %d\n", sum);
    free(mine);
    free(params);
    MPI_Finalize();
    return 0;
}
