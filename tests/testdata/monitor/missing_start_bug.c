// run: np=2
// Rank 0 creates a persistent send and waits for it without MPI_Start: the wait returns at once,
// the message is never sent, and rank 1 waits forever.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 42;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Send_init(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r);
        MPI_Wait(&r, MPI_STATUS_IGNORE); // monitor-expect: mpi-missing-start
    } else {
        MPI_Recv_init(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &r);
        MPI_Start(&r);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
    }
    MPI_Request_free(&r);
    MPI_Finalize();
    return 0;
}
