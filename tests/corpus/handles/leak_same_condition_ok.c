// A group made and freed under the same test of the rank, which keeps its value: every path
// that creates it frees it.
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, n = 0;
  MPI_Group world;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Comm_group(MPI_COMM_WORLD, &world);
  printf("rank %d\n", rank);
  if (rank == 0) {
    MPI_Group_size(world, &n);
    MPI_Group_free(&world);
  }
  MPI_Finalize();
  return 0;
}
