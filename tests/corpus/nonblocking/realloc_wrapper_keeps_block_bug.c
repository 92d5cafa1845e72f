// A realloc wrapper that returns the block it was given when it is large enough: its result
// may be the very block being sent, so a store through it while MPI_Isend is pending is a
// race (the wrapper is no allocation wrapper: not an object per call).
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int *ensure(int *ptr, size_t have, size_t want) {
  int *out = ptr;
  if (want > have)
    out = (int *)realloc(ptr, sizeof(int) * want);
  if (out == NULL) {
    fprintf(stderr, "out of memory\n");
    exit(1);
  }
  return out;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int *send = ensure(NULL, 0, 4);
  for (int i = 0; i < 4; i++)
    send[i] = rank + i;
  int recv[4];
  MPI_Request reqs[2];
  int peer = (rank + 1) % size, from = (rank + size - 1) % size;
  MPI_Irecv(recv, 4, MPI_INT, from, 3, MPI_COMM_WORLD, &reqs[0]);
  MPI_Isend(send, 4, MPI_INT, peer, 3, MPI_COMM_WORLD, &reqs[1]);
  int *more = ensure(send, 4, 2); // large enough: the same block
  more[0] = -1;                   // expect: mpi-buffer-race
  MPI_Waitall(2, reqs, MPI_STATUSES_IGNORE);
  if (rank == 0)
    printf("got %d %d\n", recv[0], more[1]);
  free(more);
  MPI_Finalize();
  return 0;
}
