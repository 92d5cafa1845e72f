/* Requests initialised to MPI_REQUEST_NULL, started only on some processes,
 * and waited for unconditionally (waiting on a null request returns at once).
 * Correct.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, out, in = -1;
    MPI_Request sreq = MPI_REQUEST_NULL, rreq = MPI_REQUEST_NULL;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    if (rank == 0)
        MPI_Isend(&out, 1, MPI_INT, size - 1, 0, MPI_COMM_WORLD, &sreq);
    if (rank == size - 1)
        MPI_Irecv(&in, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &rreq);
    MPI_Wait(&sreq, MPI_STATUS_IGNORE);
    MPI_Wait(&rreq, MPI_STATUS_IGNORE);

    printf("%d has %d\n", rank, in);
    MPI_Finalize();
    return 0;
}
