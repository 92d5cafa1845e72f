// run: np=2
// A persistent send of MPI_FLOAT received by MPI_Irecv as MPI_INT on a duplicated
// communicator, completed by MPI_Wait with MPI_STATUS_IGNORE (MBI P2PDataMatching).
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 0;
    float f = 1.0f;
    MPI_Comm comm;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &comm);
    if (rank == 0) {
        MPI_Send_init(&f, 1, MPI_FLOAT, 1, 0, comm, &r);
        MPI_Start(&r);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
        MPI_Request_free(&r);
    } else if (rank == 1) {
        MPI_Irecv(&x, 1, MPI_INT, 0, 0, comm, &r);
        MPI_Wait(&r, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
    }
    MPI_Comm_free(&comm);
    MPI_Finalize();
    return 0;
}
