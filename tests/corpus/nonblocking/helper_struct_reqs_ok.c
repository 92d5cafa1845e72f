/* A helper starts a receive into the buffer a channel structure points to, with
 * the request in the channel's request array (`&c->reqs[0]`); the caller waits on
 * that request before it reads the buffer.
 * Correct: the buffer is read after MPI_Wait(&c.reqs[0]).
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    double *buf;
    MPI_Request *reqs;
} Chan;

static void post_recv(Chan *c, int from)
{
    MPI_Irecv(c->buf, 4, MPI_DOUBLE, from, 0, MPI_COMM_WORLD, &c->reqs[0]);
}

int main(int argc, char **argv)
{
    int rank, size;
    double out[4] = {1, 2, 3, 4};
    Chan c;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    c.buf = malloc(4 * sizeof(double));
    c.reqs = malloc(sizeof(MPI_Request));
    if (!c.buf || !c.reqs)
        MPI_Abort(MPI_COMM_WORLD, 1);
    post_recv(&c, (rank + size - 1) % size);
    MPI_Send(out, 4, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD);
    MPI_Wait(&c.reqs[0], MPI_STATUS_IGNORE);
    printf("%d received %g\n", rank, c.buf[0]);
    free(c.reqs);
    free(c.buf);
    MPI_Finalize();
    return 0;
}
