// The twin of p2p_every_size_bug.c without the bug: the tags agree, and rank 3 sends to
// rank 0, which receives from it. On 2 or 3 processes rank 0 would wait for a rank that does
// not exist, on 4 and more it does not: the program is written for 4 processes, and without
// --np a finding that some launch size does not have is not reported. Correct (on 4
// processes or more).
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, buf[4] = {1, 2, 3, 4};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD);
    MPI_Recv(buf, 4, MPI_INT, 3, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    MPI_Recv(buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else if (rank == 3) {
    MPI_Send(buf, 4, MPI_INT, 0, 7, MPI_COMM_WORLD);
  }
  printf("%d: %d\n", rank, buf[0]);
  MPI_Finalize();
  return 0;
}
