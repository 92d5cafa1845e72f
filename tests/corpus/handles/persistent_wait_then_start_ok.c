// A persistent send in a loop that waits for the previous round before starting the next
// (MPICH's inactivereq test waits on an inactive request on purpose): the first MPI_Wait
// finds the request inactive and returns at once, as MPI specifies; every round's data is
// sent by the MPI_Start that follows.
// Correct: rank 1 receives the three messages rank 0 starts.
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, x = 0, i;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send_init(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
    for (i = 0; i < 3; i++) {
      MPI_Wait(&req, MPI_STATUS_IGNORE);
      x = i;
      MPI_Start(&req);
    }
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    MPI_Request_free(&req);
  } else if (rank == 1) {
    for (i = 0; i < 3; i++) {
      MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      printf("round %d: %d\n", i, x);
    }
  }
  MPI_Finalize();
  return 0;
}
