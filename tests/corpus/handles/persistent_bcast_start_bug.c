// Every process creates a persistent broadcast, but only the non-root processes start it.
// Bug: the broadcast is one collective operation that the root never starts: the other
// processes wait forever in MPI_Wait.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, root = 0, x = 0;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Bcast_init(&x, 1, MPI_INT, root, MPI_COMM_WORLD, MPI_INFO_NULL, &req);
  if (rank != root) {
    MPI_Start(&req); // expect: persistent-collective-mismatch
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  }
  MPI_Request_free(&req);
  MPI_Finalize();
  return 0;
}
