// parcoach-args: --np 2
// Both ranks receive from each other before sending.
// Bug: each MPI_Recv waits for a send the other rank makes only after its own receive: the
// job hangs.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, a = 1, b = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Recv(&b, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: p2p-mismatch
    MPI_Send(&a, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&b, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: p2p-mismatch
    MPI_Send(&a, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
