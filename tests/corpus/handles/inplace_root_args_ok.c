/* Arguments MPI ignores at the root of a rooted collective (MPI-CorrBench correct/coll/gather2,
 * correct/rma/fetchandadd, fetchandadd_tree): the root of MPI_Gather with MPI_IN_PLACE as send
 * buffer passes send count -1 / 0 and MPI_DATATYPE_NULL, the root of MPI_Scatter with
 * MPI_IN_PLACE as receive buffer a receive count -1 (MPI-4.0 §6.5, §6.6).
 * Correct: those arguments are never read, so they need not agree with the other processes'.
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
