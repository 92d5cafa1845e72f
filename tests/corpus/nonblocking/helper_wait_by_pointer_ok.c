/* The requests are completed by a helper that receives them by pointer.
 * Correct: finish() waits on the request it is given, so both requests are
 * complete when main returns (inter-procedural summary).
 */
#include <mpi.h>
#include <stdio.h>

static void finish(MPI_Request *r)
{
    MPI_Wait(r, MPI_STATUS_IGNORE);
}

int main(int argc, char **argv)
{
    int rank, size, out, in = -1;
    MPI_Request sreq, rreq;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    MPI_Irecv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &rreq);
    MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &sreq);
    finish(&sreq);
    finish(&rreq);

    printf("%d received %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
