// A helper posts a receive into its first parameter and fills its second before waiting;
// its only caller gives it the same block for both: the helper writes memory MPI may still
// be filling.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void exchange(double *in, double *work, int n, int rank, int size) {
  MPI_Request req;
  MPI_Irecv(in, n, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req);
  work[0] = rank; // expect: mpi-buffer-race
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
  exchange(halo, halo, n, rank, size);
  printf("%d: %g\n", rank, halo[1]);
  free(halo);
  MPI_Finalize();
  return 0;
}
