// The sends of a CSR exchange (hypre's shape, through a forwarding wrapper), but every
// neighbour's data is packed at the start of the buffer: the pack of neighbour i overwrites
// what the pending send of neighbour i-1 is still sending.
// Bug: the send buffer is written before the operation is completed.
#include <mpi.h>
#include <stdlib.h>

static int my_isend(void *b, long n, MPI_Datatype t, int to, int tag, MPI_Comm c, MPI_Request *r)
{
    return MPI_Isend(b, (int)n, t, to, tag, c, r);
}

static void exchange(double *u, int nsends, const int *procs, const int *start, const int *elts, MPI_Comm comm)
{
    double *buf = malloc(sizeof(double) * (start[nsends] > 0 ? start[nsends] : 1));
    MPI_Request *req = malloc(sizeof(MPI_Request) * (nsends > 0 ? nsends : 1));
    int i, j, vec_start, vec_len;
    for (i = 0; i < nsends; i++) {
        vec_start = start[i];
        vec_len = start[i + 1] - vec_start;
        for (j = 0; j < vec_len; j++)
            buf[j] = u[elts[vec_start + j]]; // expect: mpi-buffer-race
        my_isend(&buf[0], vec_len, MPI_DOUBLE, procs[i], 0, comm, &req[i]);
    }
    MPI_Waitall(nsends, req, MPI_STATUSES_IGNORE);
    free(req);
    free(buf);
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double u[4] = {rank, rank + 1, rank + 2, rank + 3}, in[4];
    int procs[2] = {(rank + 1) % size, (rank + size - 1) % size};
    int start[3] = {0, 2, 4}, elts[4] = {0, 1, 2, 3};
    MPI_Request r[2];
    MPI_Irecv(&in[0], 2, MPI_DOUBLE, procs[1], 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&in[2], 2, MPI_DOUBLE, procs[0], 0, MPI_COMM_WORLD, &r[1]);
    exchange(u, 2, procs, start, elts, MPI_COMM_WORLD);
    MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
    MPI_Finalize();
    return 0;
}
