/* A persistent receive is started but neither waited for nor freed.
 * Bug: at MPI_Finalize the persistent request is still active.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, out, in = -1;
    MPI_Request sreq, rreq;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    MPI_Recv_init(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &rreq); // expect: mpi-missing-completion, mpi-resource-leak
    MPI_Send_init(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &sreq);
    MPI_Start(&rreq);
    MPI_Start(&sreq);
    MPI_Wait(&sreq, MPI_STATUS_IGNORE);
    MPI_Request_free(&sreq);

    MPI_Finalize();
    return 0;
}
