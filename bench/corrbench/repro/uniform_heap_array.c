/* collective-argument-mismatch "the datatype of MPI_Alltoallv may differ" (owner: dependence /
 * collargs).
 * Cause: MPI_Alltoallw called under a rank test (`rank % 2`, the two branches differ only in
 * which arrays they pass) is taken as writing every array it is given, and the receive buffer
 * shares an alias class with them: the arrays of counts, displacements and datatypes, which
 * MPI only reads, become "varying", and so does types[0] passed to MPI_Alltoallv after.
 * Only the receive buffer is written (and it is merged with the arrays: issue 13 item 1).
 * correct/coll/alltoallw_zeros.
 */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, sbuf = 0, rbuf = 0;
    MPI_Datatype t;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Datatype *types = malloc(size * sizeof(MPI_Datatype));
    int *counts = malloc(size * sizeof(int)), *displs = malloc(size * sizeof(int));
    MPI_Type_contiguous(0, MPI_INT, &t);
    MPI_Type_commit(&t);
    for (int i = 0; i < size; i++) {
        types[i] = t;
        counts[i] = 1;
        displs[i] = 0;
    }
    if (rank % 2)
        MPI_Alltoallw(MPI_IN_PLACE, NULL, NULL, NULL, &rbuf, counts, displs, types, MPI_COMM_WORLD);
    else
        MPI_Alltoallw(MPI_IN_PLACE, NULL, NULL, NULL, &rbuf, counts, displs, types, MPI_COMM_WORLD);
    MPI_Alltoallv(&sbuf, counts, displs, types[0], &rbuf, counts, displs, types[0], MPI_COMM_WORLD);
    MPI_Type_free(&t);
    free(types);
    free(counts);
    free(displs);
    MPI_Finalize();
    return 0;
}
