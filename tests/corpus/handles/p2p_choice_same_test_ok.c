/* Two choices every process makes alike, by the same test: the send's tag and the
 * receive's tag are both 1 when argc is 1 and 0 otherwise, so they agree on every run
 * (the two conditionals are never taken apart). Silent. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, buf[4] = {0, 1, 2, 3}, send_tag = 0, recv_tag = 0;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1)
    send_tag = 1;
  if (argc == 1)
    recv_tag = 1;
  if (rank == 0)
    MPI_Send(buf, 4, MPI_INT, 1, send_tag, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(buf, 4, MPI_INT, 0, recv_tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  printf("%d %d\n", rank, buf[0]);
  MPI_Finalize();
  return 0;
}
