/* Polling one receive with MPI_Test in a do-while loop, the send completed by
 * MPI_Wait.
 * Correct: the receive buffer is read after the loop, which only ends when
 * MPI_Test reports completion.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, flag, out, in = -1;
    MPI_Request sreq, rreq;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &rreq);
    MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &sreq);
    do {
        MPI_Test(&rreq, &flag, MPI_STATUS_IGNORE);
    } while (!flag);
    MPI_Wait(&sreq, MPI_STATUS_IGNORE);

    printf("%d received %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
