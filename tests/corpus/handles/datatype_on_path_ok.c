/* A datatype chosen on a path: either value describes one byte, which the char holds. Silent. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank;
  char c = 'a', got[8];
  MPI_Datatype ty = MPI_CHAR;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1)
    ty = MPI_UNSIGNED_CHAR;
  if (rank == 0)
    MPI_Send(&c, 1, ty, 1, 0, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(got, 1, ty, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  printf("%d\n", rank);
  MPI_Finalize();
  return 0;
}
