/* A wrapper that keeps MPI's return code in a local, reports a failure and returns the code
 * (issue 13, mechanism 2): it is still exactly the MPI_Bcast it makes, so each call is read
 * as that MPI_Bcast at the caller's line. The findings name the caller that passes a count
 * depending on the rank and the broadcast made on rank 0 only, not the line inside the wrapper.
 * Bug: rank 0 broadcasts 1 element where the others expect 2, then broadcasts alone.
 */
#include <mpi.h>
#include <stdio.h>

int checked_bcast(void *buf, int n, MPI_Datatype type, int root, MPI_Comm comm)
{
    int rc = MPI_Bcast(buf, n, type, root, comm);
    if (rc != MPI_SUCCESS) {
        fprintf(stderr, "MPI_Bcast failed: %d\n", rc);
        MPI_Abort(comm, rc);
    }
    return rc;
}

int main(int argc, char **argv)
{
    int rank, n = 2;
    double x[2] = {1, 2};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    checked_bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
    checked_bcast(x, rank == 0 ? 1 : n, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: collective-argument-mismatch
    if (rank == 0)
        checked_bcast(x, n, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: collective-mismatch
    printf("%g\n", x[0]);
    MPI_Finalize();
    return 0;
}
