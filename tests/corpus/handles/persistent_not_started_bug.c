// A persistent send waited for without MPI_Start.
// Bug: MPI_Wait returns at once on the inactive request; nothing is sent and rank 1 blocks
// forever in MPI_Recv.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 1;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send_init(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE); // expect: mpi-missing-start
    MPI_Request_free(&req);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: p2p-mismatch
  }
  MPI_Finalize();
  return 0;
}
