/* The root starts a nonblocking broadcast and then prepares the next values
 * in the same buffer.
 * Bug: the buffer is written while MPI_Ibcast may still be sending it: the
 * other processes may receive the new values, or a mix.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    int data[2] = {0, 0};
    MPI_Request req;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);

    if (rank == 0) {
        data[0] = 10;
        data[1] = 20;
    }
    MPI_Ibcast(data, 2, MPI_INT, 0, MPI_COMM_WORLD, &req);
    data[1] = 30; // expect: mpi-buffer-race
    MPI_Wait(&req, MPI_STATUS_IGNORE);

    printf("%d has %d %d\n", rank, data[0], data[1]);
    MPI_Finalize();
    return 0;
}
