/* The communicator variable starts as MPI_COMM_WORLD and only processes 0 and 1 split it.
 * Bug: the others still hold MPI_COMM_WORLD, pass the null test and call MPI_Bcast on
 * MPI_COMM_WORLD, where processes 0 and 1 never call it (and the split communicator is
 * never freed).
 */
#include <mpi.h>

int main(int argc, char **argv)
{
    int rank, x = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm c = MPI_COMM_WORLD;
    if (rank < 2)
        MPI_Comm_split(MPI_COMM_WORLD, 0, rank, &c); // expect: collective-mismatch, mpi-resource-leak
    if (c != MPI_COMM_NULL) {
        MPI_Bcast(&x, 1, MPI_INT, 0, c); // expect: collective-argument-mismatch, collective-mismatch
    }
    MPI_Finalize();
    return 0;
}
