// bump_pointer_recv_ok.c with the block given by the caller (see
// bump_pointer_param_short_bug.c): the pointer moves past each tail.
// Correct: no access to a pending receive buffer.
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

static void gather_pieces(char *out, const char *heads, const int *tail, int n, int head,
                          int from, MPI_Comm comm)
{
    void **post_ptrs = malloc(sizeof(void *) * n);
    MPI_Request *req = malloc(sizeof(MPI_Request) * n);
    char *index_ptr = out;
    int count = 0;
    for (int i = 0; i < n; i++) {
        memcpy(index_ptr, heads + i * head, head);
        index_ptr = index_ptr + head;
        if (tail[i] > 0) {
            int size = tail[i];
            post_ptrs[count] = index_ptr;
            MPI_Irecv(post_ptrs[count], size, MPI_BYTE, from, i, comm, &req[count]);
            count++;
            index_ptr = index_ptr + size;
        }
    }
    MPI_Waitall(count, req, MPI_STATUSES_IGNORE);
    free(post_ptrs);
    free(req);
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    enum { N = 4, HEAD = 8 };
    int tail[N] = {16, 0, 8, 24};
    char heads[N * HEAD], data[24], out[N * HEAD + 48];
    memset(heads, rank, sizeof heads);
    memset(data, rank, sizeof data);
    MPI_Request sreq[N];
    int ns = 0;
    for (int i = 0; i < N; i++)
        if (tail[i] > 0)
            MPI_Isend(data, tail[i], MPI_BYTE, (rank + 1) % size, i, MPI_COMM_WORLD, &sreq[ns++]);
    gather_pieces(out, heads, tail, N, HEAD, (rank + size - 1) % size, MPI_COMM_WORLD);
    MPI_Waitall(ns, sreq, MPI_STATUSES_IGNORE);
    MPI_Finalize();
    return out[0] == rank ? 0 : 1;
}
