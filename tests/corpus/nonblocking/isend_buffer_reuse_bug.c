/* The send buffer is refilled for the next message before the first send is
 * completed.
 * Bug: MPI_Isend may still be reading `buf` when it is overwritten: the
 * neighbour may receive the new values instead of the old ones.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, i;
    int buf[4], in[4];
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    for (i = 0; i < 4; i++)
        buf[i] = rank;
    MPI_Isend(buf, 4, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &req);
    buf[2] = -1; // expect: mpi-buffer-race
    MPI_Recv(in, 4, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Wait(&req, MPI_STATUS_IGNORE);

    printf("%d received %d %d\n", rank, in[0], in[2]);
    MPI_Finalize();
    return 0;
}
