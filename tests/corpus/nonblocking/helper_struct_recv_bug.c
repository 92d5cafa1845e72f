/* A helper starts a receive into the buffer a channel structure points to
 * (`c->buf`); the caller reads the buffer before it completes the request.
 * Bug: the message may not have arrived when c.buf[0] is printed (and may
 * arrive while it is read).
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    double *buf;
    int n;
} Chan;

static void post_recv(Chan *c, int from, MPI_Request *req)
{
    MPI_Irecv(c->buf, c->n, MPI_DOUBLE, from, 0, MPI_COMM_WORLD, req);
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Request req;
    double out[4] = {1, 2, 3, 4};
    Chan c;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    c.n = 4;
    c.buf = malloc(c.n * sizeof(double));
    if (!c.buf)
        MPI_Abort(MPI_COMM_WORLD, 1);
    post_recv(&c, (rank + size - 1) % size, &req);
    MPI_Send(out, 4, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD);
    printf("%d received %g\n", rank, c.buf[0]); // expect: mpi-buffer-race
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    free(c.buf);
    MPI_Finalize();
    return 0;
}
