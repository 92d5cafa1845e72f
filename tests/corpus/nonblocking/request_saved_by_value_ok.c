/* CoSP2's parallel.c: MPI_Irecv's request is given BY VALUE to a helper that keeps it in a
 * table (requestList[i] = req); another function completes it later with
 * MPI_Wait(&requestList[i]). The handle leaves the function by value: the request goes on
 * in code the function does not see, as when its address is given (it was reported as
 * "never completed: its request is still pending when the function returns"). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static MPI_Request *requestList;
static int *rUsed, nRanks;

static int saveRequest(MPI_Request req) {
  for (int i = 0; i < nRanks; i++)
    if (rUsed[i] == 0) {
      requestList[i] = req;
      rUsed[i] = 1;
      return i;
    }
  return -1;
}

static int irecvAny(void *buf, int len) {
  MPI_Request request;
  MPI_Irecv(buf, len, MPI_BYTE, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &request);
  return saveRequest(request);
}

static void waitIrecv(int r) {
  MPI_Wait(&requestList[r], MPI_STATUS_IGNORE);
  rUsed[r] = 0;
}

int main(int argc, char **argv) {
  int rank, in = -1, out;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nRanks);
  requestList = malloc(nRanks * sizeof(MPI_Request));
  rUsed = calloc(nRanks, sizeof(int));
  int r = irecvAny(&in, sizeof in);
  out = rank;
  MPI_Send(&out, sizeof out, MPI_BYTE, (rank + 1) % nRanks, 0, MPI_COMM_WORLD);
  waitIrecv(r);
  printf("%d got %d\n", rank, in);
  free(requestList);
  free(rUsed);
  MPI_Finalize();
  return 0;
}
