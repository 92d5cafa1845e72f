/* A helper starts a receive for its caller, which never completes it.
 * Bug: the request returned through the pointer is still pending when main
 * calls MPI_Finalize, and the buffer is read before the message may have
 * arrived.
 */
#include <mpi.h>
#include <stdio.h>

static void post_recv(int *buf, int from, MPI_Request *req)
{
    MPI_Irecv(buf, 1, MPI_INT, from, 3, MPI_COMM_WORLD, req);
}

int main(int argc, char **argv)
{
    int rank, size, out, in = -1;
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    post_recv(&in, (rank + size - 1) % size, &req); // expect: mpi-missing-completion
    out = rank;
    MPI_Send(&out, 1, MPI_INT, (rank + 1) % size, 3, MPI_COMM_WORLD);

    printf("%d received %d\n", rank, in); // expect: mpi-buffer-race
    MPI_Finalize();
    return 0;
}
