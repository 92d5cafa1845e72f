/* collective-argument-mismatch (owner: collargs / collective).
 * Cause: arguments MPI ignores are compared across processes. The root of MPI_Gather with
 * MPI_IN_PLACE as send buffer passes sendcount 0 / -1 and MPI_DATATYPE_NULL, which MPI never
 * reads; the same for the receive count and datatype of MPI_Scatter at the root with
 * MPI_IN_PLACE as receive buffer. MPI-CorrBench correct/coll/gather2, rma/fetchandadd*.
 * (handles no longer reports them as invalid arguments: tests/corpus/handles/ignored_arguments.)
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
        MPI_Gather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, v, 4, MPI_INT, 0, MPI_COMM_WORLD);
    else
        MPI_Gather(v, 4, MPI_INT, NULL, 0, MPI_DATATYPE_NULL, 0, MPI_COMM_WORLD);
    if (rank == 0)
        MPI_Scatter(v, 4, MPI_INT, MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, 0, MPI_COMM_WORLD);
    else
        MPI_Scatter(NULL, 0, MPI_INT, v, 4, MPI_INT, 0, MPI_COMM_WORLD);
    free(v);
    MPI_Finalize();
    return 0;
}
