// Rank 0 sends with tag 0, rank 1 receives with tag 1; the other ranks do nothing. No --np:
// the matching is tried on 2 to 8 processes, and the mismatch is there on every one.
// Bug: rank 1 waits forever in MPI_Recv; rank 0's message is never received.
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, buf[4] = {1, 2, 3, 4};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD); // expect: p2p-mismatch
  } else if (rank == 1) {
    MPI_Recv(buf, 4, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: p2p-mismatch
  }
  printf("%d: %d\n", rank, buf[0]);
  MPI_Finalize();
  return 0;
}
