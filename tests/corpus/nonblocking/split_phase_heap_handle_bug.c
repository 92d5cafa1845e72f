/* A split-phase exchange in the style of hypre's comm handles (issue 13, mechanism 6):
 * handle_create starts the receives and sends through wrappers that convert the count, into a
 * request array it allocates and stores in the handle it returns; handle_destroy waits on them
 * later. The requests leave handle_create in memory its caller keeps.
 * Bug: main never calls handle_destroy: nothing the program runs completes a request, and
 * MPI_Finalize is called with four operations pending.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static long my_irecv(void *buf, long n, MPI_Datatype t, long src, MPI_Comm comm, MPI_Request *req)
{
    return MPI_Irecv(buf, (int)n, t, (int)src, 0, comm, req);
}

static long my_isend(void *buf, long n, MPI_Datatype t, long dst, MPI_Comm comm, MPI_Request *req)
{
    return MPI_Isend(buf, (int)n, t, (int)dst, 0, comm, req);
}

struct handle { double *in, *out; long nreq; MPI_Request *reqs; };

static struct handle *handle_create(double *in, double *out, long n, int left, int right)
{
    long j = 0;
    MPI_Request *reqs = calloc(4, sizeof *reqs);
    my_irecv(in, n, MPI_DOUBLE, left, MPI_COMM_WORLD, &reqs[j++]);  // expect: mpi-missing-completion
    my_irecv(in + n, n, MPI_DOUBLE, right, MPI_COMM_WORLD, &reqs[j++]);  // expect: mpi-missing-completion
    my_isend(out, n, MPI_DOUBLE, right, MPI_COMM_WORLD, &reqs[j++]);  // expect: mpi-missing-completion
    my_isend(out + n, n, MPI_DOUBLE, left, MPI_COMM_WORLD, &reqs[j++]);  // expect: mpi-missing-completion
    struct handle *h = calloc(1, sizeof *h);
    h->in = in;
    h->out = out;
    h->nreq = j;
    h->reqs = reqs;
    return h;
}

static void handle_destroy(struct handle *h)
{
    MPI_Waitall((int)h->nreq, h->reqs, MPI_STATUSES_IGNORE);
    free(h->reqs);
    free(h);
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double in[4], out[4] = {rank, rank, rank, rank};
    struct handle *h = handle_create(in, out, 2, (rank + size - 1) % size, (rank + 1) % size);
    (void)h;
    printf("%d %g %g\n", rank, in[0], in[2]);
    MPI_Finalize();
    return 0;
}
