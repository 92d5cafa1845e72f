/* Neighbourhood collectives on a periodic 1-D cartesian communicator:
 * MPI_Neighbor_allgather of a value and MPI_Neighbor_alltoall of one value
 * per neighbour, then the cartesian communicator is freed.
 * Correct: every process executes Cart_create, Neighbor_allgather,
 * Neighbor_alltoall, Comm_free.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size;
    int dims[1], periods[1] = {1};
    int me, left_right[2], sendv[2], recvv[2];
    MPI_Comm ring;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    dims[0] = size;
    MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &ring);

    me = 10 * rank;
    MPI_Neighbor_allgather(&me, 1, MPI_INT, left_right, 1, MPI_INT, ring);

    sendv[0] = me + 1; /* to the left neighbour */
    sendv[1] = me + 2; /* to the right neighbour */
    MPI_Neighbor_alltoall(sendv, 1, MPI_INT, recvv, 1, MPI_INT, ring);

    if (rank == 0)
        printf("neighbours %d %d, received %d %d\n", left_right[0], left_right[1], recvv[0], recvv[1]);

    MPI_Comm_free(&ring);
    MPI_Finalize();
    return 0;
}
