/* A copy-paste slip: the second MPI_Wait names the send request again.
 * Bug: the receive request is never completed (and `in` is read while the
 * receive may still be writing it); the second MPI_Wait waits on nothing.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, out, in = -1;
    MPI_Request sreq, rreq;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &sreq);
    MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &rreq); // expect: mpi-missing-completion
    MPI_Wait(&sreq, MPI_STATUS_IGNORE);
    MPI_Wait(&sreq, MPI_STATUS_IGNORE); // expect: mpi-missing-completion

    printf("%d received %d\n", rank, in); // expect: mpi-buffer-race
    MPI_Finalize();
    return 0;
}
