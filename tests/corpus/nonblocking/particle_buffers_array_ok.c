/* The particle exchange of the PRK PIC kernel in miniature: one send and one receive buffer
 * per neighbour, kept in local arrays of pointers, allocated in a loop and grown by helpers
 * that store a new allocation through the address they are given. The sends and receives of
 * all neighbours are posted in one loop, then completed by MPI_Waitall.
 * Correct: sendbuf[] only ever holds blocks allocated for it (by main or by grow_send) and
 * recvbuf[] blocks allocated for it (by main or by resize_recv): a receive buffer is never a
 * send buffer.
 */
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

#define NNBR 4

void grow_send(double **buffer, int *size)
{
    double *bigger = malloc(2 * *size * sizeof(double));
    memcpy(bigger, *buffer, *size * sizeof(double));
    free(*buffer);
    *buffer = bigger;
    *size *= 2;
}

void resize_recv(double **buffer, int *size, int need)
{
    if (need > *size) {
        free(*buffer);
        *buffer = malloc(need * sizeof(double));
        *size = need;
    }
}

int main(int argc, char **argv)
{
    int rank, size, i;
    int send_size[NNBR], recv_size[NNBR], count[NNBR];
    double *sendbuf[NNBR], *recvbuf[NNBR];
    MPI_Request requests[2 * NNBR];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (i = 0; i < NNBR; i++) {
        send_size[i] = recv_size[i] = 4;
        count[i] = 4 + i;
        sendbuf[i] = malloc(send_size[i] * sizeof(double));
        recvbuf[i] = malloc(recv_size[i] * sizeof(double));
    }
    for (i = 0; i < NNBR; i++) {
        if (count[i] > send_size[i])
            grow_send(&sendbuf[i], &send_size[i]);
        for (int k = 0; k < count[i]; k++)
            sendbuf[i][k] = rank;
        resize_recv(&recvbuf[i], &recv_size[i], count[i]);
    }
    for (i = 0; i < NNBR; i++) {
        MPI_Isend(sendbuf[i], count[i], MPI_DOUBLE, (rank + 1) % size, i, MPI_COMM_WORLD, &requests[i]);
        MPI_Irecv(recvbuf[i], count[i], MPI_DOUBLE, (rank + size - 1) % size, i, MPI_COMM_WORLD, &requests[NNBR + i]);
    }
    MPI_Waitall(2 * NNBR, requests, MPI_STATUSES_IGNORE);
    for (i = 0; i < NNBR; i++) {
        free(sendbuf[i]);
        free(recvbuf[i]);
    }
    MPI_Finalize();
    return 0;
}
