/* One helper starts a send from the buffer a channel structure points to
 * (`c->buf`), another fills that buffer; the caller calls them in turn.
 * Correct: the buffer is filled again only after MPI_Wait completes the send.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    double *buf;
    int n;
} Chan;

static void post_send(Chan *c, int to, MPI_Request *req)
{
    MPI_Isend(c->buf, c->n, MPI_DOUBLE, to, 0, MPI_COMM_WORLD, req);
}

static void fill(Chan *c, double v)
{
    for (int i = 0; i < c->n; i++)
        c->buf[i] = v;
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Request req;
    double in[4];
    Chan c;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    c.n = 4;
    c.buf = malloc(4 * sizeof(double));
    if (!c.buf)
        MPI_Abort(MPI_COMM_WORLD, 1);
    fill(&c, rank);
    post_send(&c, (rank + 1) % size, &req);
    MPI_Recv(in, 4, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    fill(&c, in[0]);
    free(c.buf);
    MPI_Finalize();
    return 0;
}
