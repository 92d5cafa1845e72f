// Rank 0 creates a group, and only the branch of rank 1 frees it.
// Bug: on rank 0 the group is never freed before MPI_Finalize.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Group g;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Comm_group(MPI_COMM_WORLD, &g); // expect: mpi-resource-leak
  if (rank == 1)
    MPI_Group_free(&g);
  MPI_Finalize();
  return 0;
}
