// A group made under one test of the rank and freed under another one.
// Bug: rank 0 creates the group and never frees it (the free runs on rank 1, where the
// variable holds no group: an invalid handle there too).
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, n = 0;
  MPI_Group world;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Comm_group(MPI_COMM_WORLD, &world); // expect: mpi-resource-leak
  printf("rank %d\n", rank);
  if (rank == 1) {
    MPI_Group_size(world, &n);
    MPI_Group_free(&world);
  }
  MPI_Finalize();
  return 0;
}
