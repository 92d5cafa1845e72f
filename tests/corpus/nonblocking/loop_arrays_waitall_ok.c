/* Requests in arrays indexed by the loop variable, each array completed by
 * MPI_Waitall. The send buffers are filled in the same loop, element by
 * element, before each send is started.
 * Correct: an element is written before the send that reads it starts, and
 * the received values are read after MPI_Waitall.
 */
#include <mpi.h>
#include <stdio.h>

#define N 8

int main(int argc, char **argv)
{
    int rank, size, i, sum = 0;
    int out[N], in[N];
    MPI_Request sreq[N], rreq[N];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < N; i++) {
        MPI_Irecv(&in[i], 1, MPI_INT, (rank + size - 1) % size, i, MPI_COMM_WORLD, &rreq[i]);
        out[i] = rank * 100 + i;
        MPI_Isend(&out[i], 1, MPI_INT, (rank + 1) % size, i, MPI_COMM_WORLD, &sreq[i]);
    }
    MPI_Waitall(N, rreq, MPI_STATUSES_IGNORE);
    for (i = 0; i < N; i++)
        sum += in[i];
    MPI_Waitall(N, sreq, MPI_STATUSES_IGNORE);

    printf("%d sum %d\n", rank, sum);
    MPI_Finalize();
    return 0;
}
