// bump_pointer_recv_ok.c with a running offset into the block instead of a bump pointer:
// each head is copied at the offset, each tail received right after it, and the offset
// moved past both.
// Correct: no access to a pending receive buffer.
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

static char *gather_pieces(const char *heads, const int *tail, int n, int head,
                          int from, MPI_Comm comm)
{
    MPI_Request *req = malloc(sizeof(MPI_Request) * n);
    char *out = malloc(n * head + 48);
    int off = 0;
    int count = 0;
    for (int i = 0; i < n; i++) {
        memcpy(&out[off], heads + i * head, head);
        off = off + head;
        if (tail[i] > 0) {
            int size = tail[i];
            MPI_Irecv(&out[off], size, MPI_BYTE, from, i, comm, &req[count]);
            count++;
            off += size;
        }
    }
    MPI_Waitall(count, req, MPI_STATUSES_IGNORE);
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
