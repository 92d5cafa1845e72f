/* Requests stored in arrays indexed by the loop variable; only the send array
 * is completed.
 * Bug: the receives in rreq[] are never completed (pending-request interval
 * [1,1] for that array at MPI_Finalize); the received values are read while
 * they may still be arriving.
 */
#include <mpi.h>
#include <stdio.h>

#define N 4

int main(int argc, char **argv)
{
    int rank, size, i, sum = 0;
    int out[N], in[N];
    MPI_Request sreq[N], rreq[N];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < N; i++) {
        out[i] = rank + i;
        MPI_Irecv(&in[i], 1, MPI_INT, (rank + size - 1) % size, i, MPI_COMM_WORLD, &rreq[i]); // expect: mpi-missing-completion
        MPI_Isend(&out[i], 1, MPI_INT, (rank + 1) % size, i, MPI_COMM_WORLD, &sreq[i]);
    }
    MPI_Waitall(N, sreq, MPI_STATUSES_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);
    for (i = 0; i < N; i++)
        sum += in[i]; // expect: mpi-buffer-race
    printf("%d sum %d\n", rank, sum);

    MPI_Finalize();
    return 0;
}
