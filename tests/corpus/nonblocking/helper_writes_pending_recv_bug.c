// A helper that fills the array it is given is called on the buffer of a pending receive
// (the call is the access: the store is in the helper, the receive in the caller), and
// another helper reads the buffer of a second pending receive.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void fill(double *v, int n, int rank) {
  for (int i = 0; i < n; i++)
    v[i] = rank + i;
}

static double sum(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += v[i];
  return s;
}

int main(int argc, char **argv) {
  int rank, size, n = 16;
  MPI_Request req[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  double *left = malloc(n * sizeof(double));
  double *right = malloc(n * sizeof(double));
  double *mine = malloc(n * sizeof(double));
  MPI_Irecv(left, n, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req[0]);
  MPI_Irecv(right, n, MPI_DOUBLE, (rank + 1) % size, 1, MPI_COMM_WORLD, &req[1]);
  fill(mine, n, rank);
  MPI_Send(mine, n, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD);
  MPI_Send(mine, n, MPI_DOUBLE, (rank + size - 1) % size, 1, MPI_COMM_WORLD);
  fill(left, n, rank); // expect: mpi-buffer-race
  double s = sum(right, n); // expect: mpi-buffer-race
  MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
  printf("%d: %g %g\n", rank, s, left[1] + right[1]);
  free(left);
  free(right);
  free(mine);
  MPI_Finalize();
  return 0;
}
