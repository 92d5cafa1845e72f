/* A helper starts a receive into a buffer and a request given by pointer; the
 * caller completes it.
 * Correct: the request started inside post_recv is completed by the caller
 * before the buffer is read.
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

    post_recv(&in, (rank + size - 1) % size, &req);
    out = rank;
    MPI_Send(&out, 1, MPI_INT, (rank + 1) % size, 3, MPI_COMM_WORLD);
    MPI_Wait(&req, MPI_STATUS_IGNORE);

    printf("%d received %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
