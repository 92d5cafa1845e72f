/* The twin of mpi_wrapper_return_code_bug.c without the bug: the wrapper keeps MPI's return
 * code in a local and returns MPI_SUCCESS or the code through one return statement each; every
 * call passes a count every process agrees on (the second one was broadcast by the first).
 * Correct: every process makes the same broadcasts with the same counts.
 */
#include <mpi.h>
#include <stdio.h>

int checked_bcast(void *buf, int n, MPI_Datatype type, int root, MPI_Comm comm)
{
    int rc = MPI_Bcast(buf, n, type, root, comm);
    if (rc != MPI_SUCCESS) {
        fprintf(stderr, "MPI_Bcast failed: %d\n", rc);
        return rc;
    }
    return MPI_SUCCESS;
}

int main(int argc, char **argv)
{
    int rank, n = 0;
    double x[4] = {1, 2, 3, 4};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        n = 3;
    checked_bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (checked_bcast(x, n, MPI_DOUBLE, 0, MPI_COMM_WORLD) != MPI_SUCCESS)
        return 1;
    printf("%g\n", x[2]);
    MPI_Finalize();
    return 0;
}
