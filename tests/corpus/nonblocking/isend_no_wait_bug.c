/* A ring exchange that waits for the receive but forgets the send.
 * Bug: the request of MPI_Isend is never completed; the send buffer may not
 * have been read when the program goes on, and MPI_Finalize is reached with a
 * pending operation (erroneous; some MPI libraries hang or lose the message).
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
    MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &rreq);
    MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &sreq); // expect: mpi-missing-completion
    MPI_Wait(&rreq, MPI_STATUS_IGNORE);

    printf("%d received %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
