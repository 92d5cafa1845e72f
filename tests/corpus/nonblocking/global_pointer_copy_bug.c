// A receive buffer reached under two names: the pointer `incoming` is posted with MPI_Irecv,
// then copied into `outgoing`, and the copy is written before the receive completes. The two
// globals hold the same array (the only one either is ever given), so the write lands in
// memory MPI may still be filling.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static double recvbuf[16];
static double *incoming, *outgoing;

static void prepare(void) {
  incoming = recvbuf;
}

int main(int argc, char **argv) {
  int rank, size, n = 16;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  prepare();
  MPI_Irecv(incoming, n, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req);
  outgoing = incoming;
  outgoing[0] = rank; // expect: mpi-buffer-race
  double mine[16];
  for (int i = 0; i < n; i++)
    mine[i] = rank + i;
  MPI_Send(mine, n, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD);
  MPI_Wait(&req, MPI_STATUS_IGNORE);
  printf("%d: %g\n", rank, incoming[1]);
  MPI_Finalize();
  return 0;
}
