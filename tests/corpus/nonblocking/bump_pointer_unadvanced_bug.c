// The shape of bump_pointer_recv_ok.c, but the pointer is moved past a tail only when the
// tail is long: a short tail's receive is left where the next head is copied.
// Bug: the receive buffer is written before the operation is completed.
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

static char *gather_pieces(const char *heads, const int *tail, int n, int head,
                          int from, MPI_Comm comm)
{
    void **post_ptrs = malloc(sizeof(void *) * n);
    MPI_Request *req = malloc(sizeof(MPI_Request) * n);
    char *out = malloc(n * head + 48);
    char *index_ptr = out;
    int count = 0;
    for (int i = 0; i < n; i++) {
        memcpy(index_ptr, heads + i * head, head); // expect: mpi-buffer-race
        index_ptr = index_ptr + head;
        if (tail[i] > 0) {
            int size = tail[i];
            post_ptrs[count] = index_ptr;
            MPI_Irecv(post_ptrs[count], size, MPI_BYTE, from, i, comm, &req[count]);
            count++;
            if (size > 8)
                index_ptr = index_ptr + size;
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
