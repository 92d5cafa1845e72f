/* Neighbourhood collective on a periodic 1-D cartesian communicator that
 * only the processes with an even coordinate call ("odd cells are idle").
 * Bug: a neighbourhood collective must be called by every process of the
 * communicator; the even processes wait for data from their odd neighbours,
 * which never call MPI_Neighbor_allgather: the job hangs.
 */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank, size, crank;
    int dims[1], periods[1] = {1}, coords[1];
    int me, nb[2] = {-1, -1};
    MPI_Comm ring;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);

    dims[0] = size;
    MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &ring);
    MPI_Comm_rank(ring, &crank);
    MPI_Cart_coords(ring, crank, 1, coords);

    me = coords[0];
    if (coords[0] % 2 == 0)
        MPI_Neighbor_allgather(&me, 1, MPI_INT, nb, 1, MPI_INT, ring); // expect: collective-mismatch

    if (rank == 0)
        printf("neighbours %d %d\n", nb[0], nb[1]);

    MPI_Comm_free(&ring);
    MPI_Finalize();
    return 0;
}
