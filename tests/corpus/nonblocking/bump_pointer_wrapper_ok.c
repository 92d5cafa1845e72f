// bump_pointer_recv_ok.c as hypre writes it: the receive through a wrapper that forwards
// buffer, count and datatype (hypre_MPI_Irecv), 64-bit counts, the pointer a void * moved
// by byte casts, the head's length a product.
// Correct: no access to a pending receive buffer.
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

static int my_irecv(void *buf, long long count, MPI_Datatype type, int from, int tag,
                    MPI_Comm comm, MPI_Request *req)
{
    return MPI_Irecv(buf, (int)count, type, from, tag, comm, req);
}

static char *gather_pieces(const char *heads, const int *tail, int n, int head,
                          int from, MPI_Comm comm)
{
    void **post_ptrs = malloc(sizeof(void *) * n);
    MPI_Request *req = malloc(sizeof(MPI_Request) * n);
    char *out = malloc(n * head + 48);
    void *index_ptr = out;
    long long obj_size = 1;
    int count = 0;
    for (int i = 0; i < n; i++) {
        memcpy(index_ptr, heads + i * head, head * obj_size);
        index_ptr = (void *)((char *)index_ptr + head * obj_size);
        if (tail[i] > 0) {
            long long size = tail[i] * obj_size;
            post_ptrs[count] = index_ptr;
            my_irecv(post_ptrs[count], size, MPI_BYTE, from, i, comm, &req[count]);
            count++;
            index_ptr = (void *)((char *)index_ptr + size);
        }
    }
    MPI_Waitall(count, req, MPI_STATUSES_IGNORE);
    free(post_ptrs);
    free(req);
    return out;
}
int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    enum { N = 4, HEAD = 8 };
    int tail[N] = {16, 0, 8, 24};
    char heads[N * HEAD], data[24];
    memset(heads, rank, sizeof heads);
    memset(data, rank, sizeof data);
    MPI_Request sreq[N];
    int ns = 0;
    for (int i = 0; i < N; i++)
        if (tail[i] > 0)
            MPI_Isend(data, tail[i], MPI_BYTE, (rank + 1) % size, i, MPI_COMM_WORLD, &sreq[ns++]);
    char *out = gather_pieces(heads, tail, N, HEAD, (rank + size - 1) % size, MPI_COMM_WORLD);
    MPI_Waitall(ns, sreq, MPI_STATUSES_IGNORE);
    int ok = out[0] == rank;
    free(out);
    MPI_Finalize();
    return ok ? 0 : 1;
}
