/* The receive is completed only on the branch where the value is printed.
 * Bug: on processes with an odd rank the request of MPI_Irecv stays pending:
 * MPI_Finalize is called with an incomplete operation.
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
    MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &rreq); // expect: mpi-missing-completion
    MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &sreq);
    MPI_Wait(&sreq, MPI_STATUS_IGNORE);
    if (rank % 2 == 0) {
        MPI_Wait(&rreq, MPI_STATUS_IGNORE);
        printf("%d received %d\n", rank, in);
    }

    MPI_Finalize();
    return 0;
}
