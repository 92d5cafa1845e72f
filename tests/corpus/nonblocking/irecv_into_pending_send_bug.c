/* One buffer for a send and a receive started together.
 * Bug: MPI_Irecv writes the buffer MPI_Isend may still be reading: the value
 * sent is undefined.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, buf;
    MPI_Request reqs[2];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    buf = rank;
    MPI_Isend(&buf, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &reqs[0]);
    MPI_Irecv(&buf, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &reqs[1]); // expect: mpi-buffer-race
    MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE);

    printf("%d has %d\n", rank, buf);
    MPI_Finalize();
    return 0;
}
