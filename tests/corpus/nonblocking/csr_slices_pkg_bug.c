// hypre's shape of a CSR exchange (csr_slices_pkg_ok.c), but each neighbour's data is
// packed at the start of the send buffer and sent from there: the pack of neighbour i
// overwrites what the pending send of neighbour i-1 is still sending.
// Bug: the send buffer is written before the operation is completed.
#include <mpi.h>
#include <omp.h>
#include <stdlib.h>

typedef struct {
    long nsends;
    int *procs;
    long *starts;
    long *elts;
    double *buf;
} pkg_t;

static int my_isend(void *b, long n, MPI_Datatype t, long to, int tag, MPI_Comm c, MPI_Request *r)
{
    return MPI_Isend(b, (int)n, t, (int)to, tag, c, r);
}

static void exchange(pkg_t *pkg, const double *u, double *scaled, MPI_Comm comm)
{
    double *v_buf = pkg->buf;
    MPI_Request *req = malloc(sizeof(MPI_Request) * (pkg->nsends > 0 ? pkg->nsends : 1));
    long i, j, vec_start, vec_len, n = pkg->starts[pkg->nsends];
#pragma omp parallel for
    for (i = 0; i < n; i++)
        scaled[i] = 2 * u[pkg->elts[i]];
    for (i = 0; i < pkg->nsends; i++) {
        vec_start = pkg->starts[i];
        vec_len = pkg->starts[i + 1] - vec_start;
        for (j = vec_start; j < vec_start + vec_len; j++)
            v_buf[j - vec_start] = scaled[j]; // expect: mpi-buffer-race
        my_isend(&v_buf[0], vec_len, MPI_DOUBLE, pkg->procs[i], 0, comm, &req[i]);
    }
    MPI_Waitall((int)pkg->nsends, req, MPI_STATUSES_IGNORE);
    free(req);
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double u[4] = {rank, rank + 1, rank + 2, rank + 3}, scaled[4], in[4], out[4];
    int procs[2] = {(rank + 1) % size, (rank + size - 1) % size};
    long starts[3] = {0, 2, 4}, elts[4] = {0, 1, 2, 3};
    pkg_t pkg = {2, procs, starts, elts, out};
    MPI_Request r[2];
    MPI_Irecv(&in[0], 2, MPI_DOUBLE, procs[1], 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&in[2], 2, MPI_DOUBLE, procs[0], 0, MPI_COMM_WORLD, &r[1]);
    exchange(&pkg, u, scaled, MPI_COMM_WORLD);
    MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
    MPI_Finalize();
    return 0;
}
