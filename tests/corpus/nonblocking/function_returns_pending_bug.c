/* A helper with its own request variable returns while its send is pending.
 * Bug: the request is lost when exchange() returns: nobody can complete the
 * send, and `out` (a local of exchange) goes out of scope while the send may
 * still read it.
 */
#include <mpi.h>
#include <stdio.h>

static int exchange(int rank, int size)
{
    int out = rank, in = -1;
    MPI_Request sreq;

    MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &sreq); // expect: mpi-missing-completion
    MPI_Recv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return in;
}

int main(int argc, char **argv)
{
    int rank, size;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    printf("%d received %d\n", rank, exchange(rank, size));
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
