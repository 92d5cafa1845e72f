/* The receives of a halo exchange (LULESH's CommRecv) each take a slot of one buffer,
 * `&d->recv[pmsg * stride]`, but the `++pmsg` after the receive from above is missing.
 * Bug: the receive from below (rank + 1), or on the last rank the second one from above,
 * starts in the slot of the first receive from above while that one is pending: two
 * messages are written into the same memory.
 */
#include <mpi.h>
#include <stdlib.h>

struct domain {
    double *recv;
    MPI_Request req[4];
    int maxPlaneSize;
    int rank, size;
};

static void comm_recv(struct domain *d, int fields, int dx, int dy, int doRecv)
{
    int stride = fields * d->maxPlaneSize;
    int pmsg = 0;
    int lo = d->rank > 0, hi = d->rank < d->size - 1;

    for (int i = 0; i < 4; i++)
        d->req[i] = MPI_REQUEST_NULL;
    if (lo && doRecv) {
        MPI_Irecv(&d->recv[pmsg * stride], dx * dy * fields, MPI_DOUBLE, d->rank - 1, 0,
                  MPI_COMM_WORLD, &d->req[3]);
    }
    if (hi) {
        MPI_Irecv(&d->recv[pmsg * stride], dx * dy * fields, MPI_DOUBLE, d->rank + 1, 0, // expect: mpi-buffer-race
                  MPI_COMM_WORLD, &d->req[pmsg]);
        ++pmsg;
    }
    if (lo && doRecv) {
        MPI_Irecv(&d->recv[pmsg * stride], dx * fields, MPI_DOUBLE, d->rank - 1, 1, // expect: mpi-buffer-race
                  MPI_COMM_WORLD, &d->req[pmsg]);
        ++pmsg;
    }
}

int main(int argc, char **argv)
{
    struct domain d;
    int n = argc > 1 ? atoi(argv[1]) : 4, fields = 2;
    double *send;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &d.rank);
    MPI_Comm_size(MPI_COMM_WORLD, &d.size);
    d.maxPlaneSize = n * n;
    d.recv = malloc(4 * fields * d.maxPlaneSize * sizeof(double));
    send = calloc(fields * n * n, sizeof(double));
    comm_recv(&d, fields, n, n, 1);
    if (d.rank > 0)
        MPI_Send(send, n * n * fields, MPI_DOUBLE, d.rank - 1, 0, MPI_COMM_WORLD);
    if (d.rank < d.size - 1) {
        MPI_Send(send, n * n * fields, MPI_DOUBLE, d.rank + 1, 0, MPI_COMM_WORLD);
        MPI_Send(send, n * fields, MPI_DOUBLE, d.rank + 1, 1, MPI_COMM_WORLD);
    }
    MPI_Waitall(4, d.req, MPI_STATUSES_IGNORE);
    free(send);
    free(d.recv);
    MPI_Finalize();
    return 0;
}
