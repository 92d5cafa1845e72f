// The shape of fresh_block_per_send_ok.c, but one block is allocated before the loop and
// every piece is copied into it: the copy of piece i overwrites what the pending send of
// piece i-1 is still sending.
// Bug: the send buffer is written before the operation is completed.
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

static void post_pieces(const double *data, int npieces, int len, int to, MPI_Comm comm)
{
    void **post = malloc(sizeof(void *) * npieces);
    MPI_Request *req = malloc(sizeof(MPI_Request) * npieces);
    int n = 0;
    void *block = malloc(sizeof(double) * len);
    for (int i = 0; i < npieces; i++) {
        size_t size = sizeof(double) * len;
        post[n] = block;
        memcpy(post[n], data + i * len, size); // expect: mpi-buffer-race
        MPI_Isend(post[n], (int)size, MPI_BYTE, to, i, comm, &req[n]);
        n++;
    }
    MPI_Waitall(n, req, MPI_STATUSES_IGNORE);
    free(block);
    free(post);
    free(req);
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double data[6] = {rank, rank, rank, rank, rank, rank}, in[6];
    int from = (rank + size - 1) % size;
    MPI_Request r[3];
    for (int i = 0; i < 3; i++)
        MPI_Irecv(&in[2 * i], 2 * (int)sizeof(double), MPI_BYTE, from, i, MPI_COMM_WORLD, &r[i]);
    post_pieces(data, 3, 2, (rank + 1) % size, MPI_COMM_WORLD);
    MPI_Waitall(3, r, MPI_STATUSES_IGNORE);
    MPI_Finalize();
    return 0;
}
