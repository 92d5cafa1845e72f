// A persistent barrier and a persistent broadcast started and completed by every process,
// in a loop; the value is read only on the non-root processes.
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, root = 0, x = 0;
  MPI_Request bar, bc;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Barrier_init(MPI_COMM_WORLD, MPI_INFO_NULL, &bar);
  MPI_Bcast_init(&x, 1, MPI_INT, root, MPI_COMM_WORLD, MPI_INFO_NULL, &bc);
  for (int i = 0; i < 3; i++) {
    if (rank == root)
      x = i;
    MPI_Start(&bc);
    MPI_Wait(&bc, MPI_STATUS_IGNORE);
    if (rank != root)
      printf("%d\n", x);
    MPI_Start(&bar);
    MPI_Wait(&bar, MPI_STATUS_IGNORE);
  }
  MPI_Request_free(&bc);
  MPI_Request_free(&bar);
  MPI_Finalize();
  return 0;
}
