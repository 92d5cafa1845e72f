// Like helper_params_same_buffer_bug.c, but the caller gives the helper two blocks: the
// second parameter is never the buffer of the pending receive.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void exchange(double *in, double *work, int n, int rank, int size) {
  MPI_Request req;
  MPI_Irecv(in, n, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req);
  work[0] = rank;
  double mine[16];
  for (int i = 0; i < n; i++)
    mine[i] = rank + i;
  MPI_Send(mine, n, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD);
  MPI_Wait(&req, MPI_STATUS_IGNORE);
}

int main(int argc, char **argv) {
  int rank, size, n = 16;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  double *halo = malloc(n * sizeof(double));
  double *scratch = malloc(n * sizeof(double));
  exchange(halo, scratch, n, rank, size);
  printf("%d: %g %g\n", rank, halo[1], scratch[0]);
  free(halo);
  free(scratch);
  MPI_Finalize();
  return 0;
}
