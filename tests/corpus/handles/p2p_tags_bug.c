// parcoach-args: --np 2
// Rank 0 sends with tag 1, rank 1 receives with tag 2, then a float receive matches an int send.
// Bug: the first receive never matches (rank 1 waits forever, the message of rank 0 is
// never received); the second one's type signature differs from its send's (MPI_ERR_TYPE or
// garbage).
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, a = 1, b = 0;
  float f = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(&a, 1, MPI_INT, 1, 1, MPI_COMM_WORLD); // expect: p2p-mismatch
    MPI_Send(&a, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(&b, 1, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: p2p-mismatch
    MPI_Recv(&f, 1, MPI_FLOAT, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: p2p-mismatch
  }
  MPI_Finalize();
  return 0;
}
