/* Three requests in an array, but MPI_Waitall is told there are two.
 * Bug: the request in reqs[2] (the second receive) is never completed.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, out, in[2] = {-1, -1};
    MPI_Request reqs[3];

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    out = rank;
    MPI_Isend(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &reqs[0]);
    MPI_Isend(&out, 1, MPI_INT, (rank + size - 1) % size, 1, MPI_COMM_WORLD, &reqs[1]);
    MPI_Irecv(&in[0], 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &reqs[2]); // expect: mpi-missing-completion
    MPI_Recv(&in[1], 1, MPI_INT, (rank + 1) % size, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE);

    printf("%d received %d\n", rank, in[1]);
    MPI_Finalize();
    return 0;
}
