/* A send whose request is released with MPI_Request_free: the program does
 * not need to know when it completes, and never touches its buffer again;
 * the receiver waits for the message.
 * Correct: MPI_Request_free on an active request is allowed (the operation
 * still completes), and the buffer is not modified afterwards.
 */
#include <mpi.h>
#include <stdio.h>

static int message[4] = {1, 2, 3, 4};

int main(int argc, char **argv)
{
    int rank, size, in[4];
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    MPI_Isend(message, 4, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &req);
    MPI_Request_free(&req);
    MPI_Recv(in, 4, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);

    printf("%d received %d\n", rank, in[3]);
    MPI_Finalize();
    return 0;
}
