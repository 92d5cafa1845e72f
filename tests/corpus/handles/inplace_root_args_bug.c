/* The root of MPI_Gather gathers in place, the others send with different counts: the send
 * count is ignored only where the send buffer is MPI_IN_PLACE, so the non-roots' counts (4 on
 * rank 1, 2 on the others) must still agree with each other and with the root's receive count.
 * Bug: with 3 or more processes the root receives 2 ints where it expects 4 (MPI error or
 * wrong data).
 */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int *v = calloc(4 * size, sizeof(int));
    if (rank == 0)
        MPI_Gather(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, v, 4, MPI_INT, 0, MPI_COMM_WORLD);
    else if (rank == 1)
        MPI_Gather(v, 4, MPI_INT, NULL, 0, MPI_DATATYPE_NULL, 0, MPI_COMM_WORLD); // expect: collective-argument-mismatch
    else
        MPI_Gather(v, 2, MPI_INT, NULL, 0, MPI_DATATYPE_NULL, 0, MPI_COMM_WORLD); // expect: collective-argument-mismatch
    free(v);
    MPI_Finalize();
    return 0;
}
