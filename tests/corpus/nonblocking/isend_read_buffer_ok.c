/* The send buffer is read (not written) while the send is pending.
 * Correct: a pending send only forbids modifying its buffer; reading it is
 * allowed.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, i, total = 0;
    int buf[4], in[4];
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < 4; i++)
        buf[i] = rank + i;
    MPI_Isend(buf, 4, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &req);
    for (i = 0; i < 4; i++)
        total += buf[i];
    MPI_Recv(in, 4, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    buf[0] = total;

    printf("%d total %d received %d\n", rank, total, in[0]);
    MPI_Finalize();
    return 0;
}
