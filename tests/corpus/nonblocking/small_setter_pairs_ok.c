// A small function that stores its arguments into a struct (a pair's constructor) is called
// for two pairs: one holds the send buffer, the other the receive buffer. Each call's
// stores go to its own pair: the send buffer written while the receive is pending is
// another block.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct pair {
  double *data;
  int n;
};

void make_pair(struct pair *p, double *data, int n) {
  p->data = data;
  p->n = n;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  struct pair out, in;
  make_pair(&out, malloc(4 * sizeof(double)), 4);
  make_pair(&in, malloc(4 * sizeof(double)), 4);
  int peer = (rank + 1) % size, from = (rank + size - 1) % size;
  MPI_Request req;
  MPI_Irecv(in.data, in.n, MPI_DOUBLE, from, 1, MPI_COMM_WORLD, &req);
  for (int i = 0; i < out.n; i++)
    out.data[i] = rank + i;
  MPI_Send(out.data, out.n, MPI_DOUBLE, peer, 1, MPI_COMM_WORLD);
  MPI_Wait(&req, MPI_STATUS_IGNORE);
  if (rank == 0)
    printf("%g\n", in.data[0]);
  free(out.data);
  free(in.data);
  MPI_Finalize();
  return 0;
}
