/* The receive is tested once; when the message has not arrived yet the
 * request is forgotten.
 * Bug: MPI_Test may return with flag 0, and nothing completes the request
 * afterwards: it may still be pending at MPI_Finalize.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, out, in = -1, flag = 0;
    MPI_Request rreq;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &rreq); // expect: mpi-missing-completion
    MPI_Send(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
    MPI_Test(&rreq, &flag, MPI_STATUS_IGNORE);
    if (flag)
        printf("%d received %d\n", rank, in);

    MPI_Finalize();
    return 0;
}
