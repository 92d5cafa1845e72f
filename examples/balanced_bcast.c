/* A correct program: both branches call MPI_Bcast, so every process calls it once, whatever
 * its rank. parcoach stays silent. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, data = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    data = 42;
    MPI_Bcast(&data, 1, MPI_INT, 0, MPI_COMM_WORLD);
  } else {
    MPI_Bcast(&data, 1, MPI_INT, 0, MPI_COMM_WORLD);
  }
  if (rank == 0)
    printf("data = %d\n", data);
  MPI_Finalize();
  return 0;
}
