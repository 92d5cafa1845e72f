/* A value is read out of the receive buffer before the receive completes.
 * Bug: `first` gets whatever `in` held before the message arrived.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, out, first;
    int in[2] = {0, 0};
    MPI_Request rreq;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    MPI_Irecv(in, 2, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &rreq);
    first = in[1]; // expect: mpi-buffer-race
    MPI_Send(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
    MPI_Wait(&rreq, MPI_STATUS_IGNORE);

    printf("%d received %d (read early: %d)\n", rank, in[0], first);
    MPI_Finalize();
    return 0;
}
