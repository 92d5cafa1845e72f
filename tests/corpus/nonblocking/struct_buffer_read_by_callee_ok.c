// Like struct_buffer_read_by_callee_bug.c: the halo's buffers live in a struct, and routines given the
// struct pack h->send while the receive into h.recv is pending; h->recv is read only after
// the wait.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct halo {
  double *recv, *send;
  int n;
};

static void pack(struct halo *h, int rank) {
  for (int i = 0; i < h->n; i++)
    h->send[i] = rank + i;
}

static double peek(const struct halo *h) { return h->recv[0]; }

int main(int argc, char **argv) {
  int rank, size;
  MPI_Request req[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  struct halo h = {malloc(16 * sizeof(double)), malloc(16 * sizeof(double)), 16};
  MPI_Irecv(h.recv, h.n, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req[0]);
  pack(&h, rank);
  MPI_Isend(h.send, h.n, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD, &req[1]);
  MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
  double early = peek(&h);
  printf("%d: %g %g\n", rank, early, h.recv[0]);
  free(h.recv);
  free(h.send);
  MPI_Finalize();
  return 0;
}
