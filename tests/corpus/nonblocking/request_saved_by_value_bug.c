/* As request_saved_by_value_ok.c, but the function starts two receives and hands only the
 * first request on by value: the second is still pending when the function returns, and
 * nothing completes it. */
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

static int irecvTwo(int *buf, int from) {
  MPI_Request first, second;
  MPI_Irecv(&buf[0], 1, MPI_INT, from, 0, MPI_COMM_WORLD, &first);
  MPI_Irecv(&buf[1], 1, MPI_INT, from, 1, MPI_COMM_WORLD, &second); // expect: mpi-missing-completion
  return saveRequest(first);
}

static void waitIrecv(int r) {
  MPI_Wait(&requestList[r], MPI_STATUS_IGNORE);
  rUsed[r] = 0;
}

int main(int argc, char **argv) {
  int rank, in[2] = {-1, -1}, out;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nRanks);
  requestList = malloc(nRanks * sizeof(MPI_Request));
  rUsed = calloc(nRanks, sizeof(int));
  int r = irecvTwo(in, (rank + nRanks - 1) % nRanks);
  out = rank;
  MPI_Send(&out, 1, MPI_INT, (rank + 1) % nRanks, 0, MPI_COMM_WORLD);
  MPI_Send(&out, 1, MPI_INT, (rank + 1) % nRanks, 1, MPI_COMM_WORLD);
  waitIrecv(r);
  printf("%d got %d\n", rank, in[0]);
  free(requestList);
  free(rUsed);
  MPI_Finalize();
  return 0;
}
