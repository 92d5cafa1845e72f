// parcoach-args: --np 3
// Rank-specialised exchanges that match: tags received out of order (each receive takes the
// first send with its tag), MPI_ANY_TAG, a send to MPI_PROC_NULL, a probe before its
// receive, a persistent send, and an exchange ordered so that no rank waits for another.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, a = 1, b = 0;
  MPI_Request req;
  MPI_Status st;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(&a, 1, MPI_INT, 1, 1, MPI_COMM_WORLD);
    MPI_Send(&a, 1, MPI_INT, 1, 2, MPI_COMM_WORLD);
    MPI_Send(&a, 1, MPI_INT, MPI_PROC_NULL, 9, MPI_COMM_WORLD);
    MPI_Send_init(&a, 1, MPI_INT, 2, 5, MPI_COMM_WORLD, &req);
    MPI_Start(&req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    MPI_Request_free(&req);
    MPI_Recv(&b, 1, MPI_INT, 2, MPI_ANY_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    MPI_Recv(&b, 1, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&b, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else if (rank == 2) {
    MPI_Probe(0, 5, MPI_COMM_WORLD, &st);
    MPI_Recv(&b, 1, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Ssend(&a, 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
