/* The send is started under `rank == 0` but completed under `rank != 0`: the
 * two tests of the same variable never take the branches that would pair them.
 * Bug: on rank 0 the request of MPI_Isend is never completed; on the other
 * ranks MPI_Wait waits on a request that was never started (an uninitialised
 * variable).
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, out = 1, in = 0;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    if (rank == 0)
        MPI_Isend(&out, 1, MPI_INT, size - 1, 0, MPI_COMM_WORLD, &req); // expect: mpi-missing-completion
    if (rank == size - 1)
        MPI_Recv(&in, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (rank != 0)
        MPI_Wait(&req, MPI_STATUS_IGNORE);

    printf("%d: %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
