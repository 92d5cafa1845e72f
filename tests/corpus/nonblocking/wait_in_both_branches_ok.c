/* The receive is completed in both branches of a conditional, in different
 * ways.
 * Correct: every path completes the request before the buffer is used.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, out, in = -1, flag = 0;
    MPI_Request sreq, rreq;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &rreq);
    MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &sreq);
    if (rank % 2 == 0) {
        MPI_Wait(&rreq, MPI_STATUS_IGNORE);
        printf("%d received %d\n", rank, in);
    } else {
        while (!flag)
            MPI_Test(&rreq, &flag, MPI_STATUS_IGNORE);
        printf("%d polled %d\n", rank, in);
    }
    MPI_Wait(&sreq, MPI_STATUS_IGNORE);

    MPI_Finalize();
    return 0;
}
