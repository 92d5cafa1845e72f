/* The twin of moving_slice_pointer_ok.c with the bug: the send buffer is packed from the
 * slice just posted for receiving, through the moved pointer.
 * Bug: ext[-1] is the receive buffer of the pending MPI_Irecv.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void exchange(double *x, int nlocal, const int *nbr, const int *len, int nnbr,
                     double *sendbuf)
{
    MPI_Request req[2];
    double *ext = x + nlocal;
    for (int i = 0; i < nnbr; i++) {
        int n = len[i];
        MPI_Irecv(ext, n, MPI_DOUBLE, nbr[i], 0, MPI_COMM_WORLD, &req[i]);
        ext += n;
    }
    for (int i = 0; i < nnbr; i++)
        sendbuf[i] = 10.0 * ext[-1]; // expect: mpi-buffer-race
    for (int i = 0; i < nnbr; i++)
        MPI_Send(&sendbuf[i], 1, MPI_DOUBLE, nbr[i], 0, MPI_COMM_WORLD);
    MPI_Waitall(nnbr, req, MPI_STATUSES_IGNORE);
}

int main(int argc, char **argv)
{
    int rank, size;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int nbr[2] = {(rank + size - 1) % size, (rank + 1) % size};
    int len[2] = {1, 1};
    double *x = calloc(6, sizeof(double));
    double sendbuf[2];
    exchange(x, 4, nbr, len, 2, sendbuf);
    printf("%d: ghosts %.0f %.0f\n", rank, x[4], x[5]);
    free(x);
    MPI_Finalize();
    return 0;
}
