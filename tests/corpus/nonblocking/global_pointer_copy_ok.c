// Like global_pointer_copy_bug.c, but `outgoing` is given its own array: the two globals
// never hold the same one, and writing through `outgoing` while the receive into `incoming`
// is pending is fine.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static double recvbuf[16], sendbuf[16];
static double *incoming, *outgoing;

static void prepare(void) {
  incoming = recvbuf;
  outgoing = sendbuf;
}

int main(int argc, char **argv) {
  int rank, size, n = 16;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  prepare();
  MPI_Irecv(incoming, n, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req);
  outgoing[0] = rank;
  for (int i = 1; i < n; i++)
    outgoing[i] = rank + i;
  MPI_Send(outgoing, n, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD);
  MPI_Wait(&req, MPI_STATUS_IGNORE);
  printf("%d: %g\n", rank, incoming[1]);
  MPI_Finalize();
  return 0;
}
