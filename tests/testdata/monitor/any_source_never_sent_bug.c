// run: np=3
// Rank 0 waits for a message from any process; no one sends it: the others wait in MPI_Finalize.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        MPI_Recv(&x, 1, MPI_INT, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: deadlock
    MPI_Finalize();
    return 0;
}
