/* A datatype chosen on a path: when the program is started without arguments (argc is 1),
 * the variable holds MPI_DOUBLE, and a send of one element reads 8 bytes from a char.
 * Bug: MPI reads past the variable (and the receiver gets garbage). */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank;
  char c = 'a', got[8];
  MPI_Datatype ty = MPI_CHAR;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1)
    ty = MPI_DOUBLE;
  if (rank == 0)
    MPI_Send(&c, 1, ty, 1, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  else if (rank == 1)
    MPI_Recv(got, 1, ty, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  printf("%d\n", rank);
  MPI_Finalize();
  return 0;
}
