/* A persistent send restarted in a loop without waiting for the previous
 * start.
 * Bug: MPI_Start on a request that is still active (erroneous); the loop
 * starts more operations than it completes.
 */
#include <mpi.h>
#include <stdio.h>

#define STEPS 3

int main(int argc, char **argv)
{
    int rank, size, step, out = 0, in = -1;
    MPI_Request sreq, rreq;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Send_init(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &sreq);
    MPI_Recv_init(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &rreq);
    for (step = 0; step < STEPS; step++) {
        MPI_Start(&rreq);
        MPI_Start(&sreq); // expect: mpi-missing-completion
        MPI_Wait(&rreq, MPI_STATUS_IGNORE);
    }
    MPI_Wait(&sreq, MPI_STATUS_IGNORE);

    MPI_Request_free(&sreq);
    MPI_Request_free(&rreq);
    printf("%d received %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
