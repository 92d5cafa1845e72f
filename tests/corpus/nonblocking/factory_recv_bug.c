/* A helper allocates a receive buffer, starts a receive into it and returns it
 * (an allocation wrapper that also posts); the caller reads the buffer before
 * it completes the request.
 * Bug: the message may not have arrived when in[0] is printed.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static double *post_recv(int n, int from, MPI_Request *req)
{
    double *buf = malloc(n * sizeof(double));
    if (!buf)
        MPI_Abort(MPI_COMM_WORLD, 1);
    MPI_Irecv(buf, n, MPI_DOUBLE, from, 0, MPI_COMM_WORLD, req);
    return buf;
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Request req;
    double out[4] = {1, 2, 3, 4};

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double *in = post_recv(4, (rank + size - 1) % size, &req);
    MPI_Send(out, 4, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD);
    printf("%d received %g\n", rank, in[0]); // expect: mpi-buffer-race
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    free(in);
    MPI_Finalize();
    return 0;
}
