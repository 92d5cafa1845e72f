/* The PRK Transpose kernel's exchange in miniature: one allocation holds a receive block and,
 * right after it, a send block of order*order doubles (`out = in + block_size`); the receive
 * is posted, then a loop nest fills the send block at out[j + order*i] before sending it.
 * Correct: i and j count up from 0, so every store is at or after out, i.e. after the end of
 * the receive buffer [in, in + block_size).
 */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int rank, size, order, i, j;
    long block_size;
    double *a, *work_in, *work_out;
    MPI_Request recv_req, send_req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    order = argc > 1 ? atoi(argv[1]) : 8;
    block_size = (long)order * order;
    a = malloc(block_size * sizeof(double));
    for (i = 0; i < block_size; i++)
        a[i] = rank + i;
    work_in = malloc(2 * block_size * sizeof(double));
    work_out = work_in + block_size;

    MPI_Irecv(work_in, block_size, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD, &recv_req);
    for (i = 0; i < order; i++)
        for (j = 0; j < order; j++)
            work_out[j + order * i] = a[i + order * j];
    MPI_Isend(work_out, block_size, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &send_req);
    MPI_Wait(&recv_req, MPI_STATUS_IGNORE);
    MPI_Wait(&send_req, MPI_STATUS_IGNORE);
    for (i = 0; i < block_size; i++)
        a[i] += work_in[i];
    free(work_in);
    free(a);
    MPI_Finalize();
    return 0;
}
