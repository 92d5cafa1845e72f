/* Two choices every process makes alike, by the same test of argc: when the program is
 * started without arguments (argc is 1) the send's tag is 1 and the receive's 0; with
 * arguments, the send's is 0 and the receive's 1.
 * Bug: on every run the tags differ: the receive waits forever. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, buf[4] = {0, 1, 2, 3}, send_tag = 0, recv_tag = 0;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1)
    send_tag = 1;
  if (argc != 1)
    recv_tag = 1;
  if (rank == 0)
    MPI_Send(buf, 4, MPI_INT, 1, send_tag, MPI_COMM_WORLD); // expect: p2p-mismatch
  else if (rank == 1)
    MPI_Recv(buf, 4, MPI_INT, 0, recv_tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: p2p-mismatch
  printf("%d %d\n", rank, buf[0]);
  MPI_Finalize();
  return 0;
}
