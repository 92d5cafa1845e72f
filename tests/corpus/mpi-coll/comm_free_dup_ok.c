/* A library-style private communicator: every process duplicates
 * MPI_COMM_WORLD, uses it for a reduction and frees it.
 * Correct: Comm_dup, Allreduce, Comm_free are executed by all processes.
 */
#include <mpi.h>
#include <stdio.h>

static int lib_sum(int v)
{
    MPI_Comm priv;
    int s = 0;

    MPI_Comm_dup(MPI_COMM_WORLD, &priv);
    MPI_Allreduce(&v, &s, 1, MPI_INT, MPI_SUM, priv);
    MPI_Comm_free(&priv);
    return s;
}

int main(int argc, char **argv)
{
    int rank, s;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    s = lib_sum(rank + 1);
    if (rank == 0)
        printf("sum %d\n", s);

    MPI_Finalize();
    return 0;
}
