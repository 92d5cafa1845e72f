// PRK AMR's shape: main allocates one block and slices it into an outgoing and an incoming
// halo buffer at an offset known only at run time; the exchange routine receives into one
// slice while it packs the other. The parameters may only be that block, but at offsets
// the program computes: no evidence that they overlap.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void exchange(double *out, double *in, int n, int rank, int size) {
  MPI_Request req[2];
  MPI_Irecv(in, n, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req[0]);
  for (int i = 0; i < n; i++)
    out[i] = rank + i;
  MPI_Isend(out, n, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD, &req[1]);
  MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = argc > 1 ? atoi(argv[1]) : 16;
  double *block = malloc(2 * n * sizeof(double));
  double *out = block, *in = block + n;
  exchange(out, in, n, rank, size);
  printf("%d: %g\n", rank, in[0]);
  free(block);
  MPI_Finalize();
  return 0;
}
