/* A choice every process makes alike: argc is the same on every process, and when the
 * program is started without arguments (argc is 1) rank 1 receives with tag 1 while rank 0
 * sends with tag 0; on the other path the tags agree.
 * Bug: the receive waits forever (and the message is never received). */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, buf[4] = {0, 1, 2, 3}, tag = 0;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1)
    tag = 1;
  if (rank == 0)
    MPI_Send(buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD); // expect: p2p-mismatch
  else if (rank == 1)
    MPI_Recv(buf, 4, MPI_INT, 0, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: p2p-mismatch
  printf("%d %d\n", rank, buf[0]);
  MPI_Finalize();
  return 0;
}
