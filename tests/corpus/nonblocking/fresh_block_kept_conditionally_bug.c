// A new block is allocated for every piece, but the pointer the pieces are copied through
// takes it only on even iterations: on odd ones the copy goes into the block of the previous
// piece, whose send is still pending.
// Bug: the send buffer is written before the operation is completed.
#include <mpi.h>
#include <stdlib.h>
#include <string.h>
static void post_pieces(const double *data, int npieces, int len, int to, MPI_Comm comm)
{
    MPI_Request *req = malloc(sizeof(MPI_Request) * npieces);
    void *p;
    for (int i = 0; i < npieces; i++) {
        size_t size = sizeof(double) * len;
        void *tmp = malloc(size);
        if (i % 2 == 0)
            p = tmp;
        memcpy(p, data + i * len, size); // expect: mpi-buffer-race
        MPI_Isend(p, (int)size, MPI_BYTE, to, i, comm, &req[i]);
    }
    MPI_Waitall(npieces, req, MPI_STATUSES_IGNORE);
    free(req);
}
int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    double d[8] = {0}, in[8];
    MPI_Request r[4];
    for (int i = 0; i < 4; i++)
        MPI_Irecv(&in[2 * i], 2 * (int)sizeof(double), MPI_BYTE, rank, i, MPI_COMM_WORLD, &r[i]);
    post_pieces(d, 4, 2, rank, MPI_COMM_WORLD);
    MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
    MPI_Finalize();
    return 0;
}
