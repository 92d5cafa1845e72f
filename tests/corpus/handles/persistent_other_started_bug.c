// Two persistent sends; the loop waits for both but starts only the first.
// Bug: the second is never started: MPI_Wait returns at once on it, nothing is sent and
// rank 1 blocks forever in its second MPI_Recv.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 1, y = 2, i;
  MPI_Request a, b;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send_init(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &a);
    MPI_Send_init(&y, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, &b);
    for (i = 0; i < 2; i++) {
      MPI_Start(&a);
      MPI_Wait(&a, MPI_STATUS_IGNORE);
      MPI_Wait(&b, MPI_STATUS_IGNORE); // expect: mpi-missing-start
    }
    MPI_Request_free(&a);
    MPI_Request_free(&b);
  } else if (rank == 1) {
    MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&y, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
