// offset_pack_pointer_ok.c with a trailer written through the neighbour's pointer after its
// send has started (the offset has moved on, but the pointer still holds the slice being
// sent).
// Bug: the send buffer is written before the operation is completed.
#include <mpi.h>
#include <stdlib.h>

static void send_all(const double *data, const int *cnt, const int *nbr, int nn, MPI_Comm comm)
{
    int total = 0;
    for (int i = 0; i < nn; i++)
        total += cnt[i];
    double *sendbuf = malloc(sizeof(double) * total);
    MPI_Request *req = malloc(sizeof(MPI_Request) * nn);
    int off = 0;
    for (int i = 0; i < nn; i++) {
        double *p = sendbuf + off;
        for (int j = 0; j < cnt[i]; j++)
            p[j] = data[j];
        MPI_Isend(p, cnt[i], MPI_DOUBLE, nbr[i], 0, comm, &req[i]);
        off += cnt[i];
        p[0] = -1.0; // expect: mpi-buffer-race
    }
    MPI_Waitall(nn, req, MPI_STATUSES_IGNORE);
    free(sendbuf);
    free(req);
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double data[8] = {0}, in[16];
    int cnt[2] = {8, 8}, nbr[2] = {(rank + 1) % size, (rank + size - 1) % size};
    MPI_Request r[2];
    MPI_Irecv(in, 8, MPI_DOUBLE, nbr[1], 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(in + 8, 8, MPI_DOUBLE, nbr[0], 0, MPI_COMM_WORLD, &r[1]);
    send_all(data, cnt, nbr, 2, MPI_COMM_WORLD);
    MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
    MPI_Finalize();
    return 0;
}
