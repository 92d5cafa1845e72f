/* A choice every process makes alike: argc is the same on every process, and both ranks
 * take the tag from the same variable, so the tags agree on either path. Silent. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, buf[4] = {0, 1, 2, 3}, tag = 0;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1)
    tag = 1;
  if (rank == 0)
    MPI_Send(buf, 4, MPI_INT, 1, tag, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(buf, 4, MPI_INT, 0, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  printf("%d %d\n", rank, buf[0]);
  MPI_Finalize();
  return 0;
}
