/* Persistent requests: the receive is created into `rreq`, but the loop
 * starts `req`, a variable no MPI_*_init call ever filled.
 * Bug: MPI_Start on an uninitialised request (undefined behaviour, usually a
 * crash in the MPI library); the persistent receive is never started.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, out = 0, in = -1;
    MPI_Request sreq, rreq, req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Send_init(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &sreq);
    MPI_Recv_init(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &rreq);
    out = rank;
    MPI_Start(&sreq);
    MPI_Start(&req); // expect: mpi-missing-completion
    MPI_Wait(&sreq, MPI_STATUS_IGNORE);

    MPI_Request_free(&sreq);
    MPI_Request_free(&rreq);
    printf("%d received %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
