// Like helper_writes_pending_recv_bug.c, but while the receive is pending the helpers fill
// and read only other arrays, and read the buffer of a pending send (reading a send buffer
// is allowed); the received array is read by a helper after the wait, and by one that waits
// for the receive itself before it reads.
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

static double finish(MPI_Request *r, const double *v, int n) {
  MPI_Wait(r, MPI_STATUS_IGNORE);
  return sum(v, n);
}

int main(int argc, char **argv) {
  int rank, size, n = 16;
  MPI_Request req[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  double *halo = malloc(n * sizeof(double));
  double *mine = malloc(n * sizeof(double));
  double *work = malloc(n * sizeof(double));
  MPI_Irecv(halo, n, MPI_DOUBLE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, &req[0]);
  fill(mine, n, rank);
  MPI_Isend(mine, n, MPI_DOUBLE, (rank + 1) % size, 0, MPI_COMM_WORLD, &req[1]);
  fill(work, n, rank);
  double s = sum(mine, n) + sum(work, n);
  MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
  s += sum(halo, n);
  fill(halo, n, rank);
  MPI_Request again;
  MPI_Irecv(halo, n, MPI_DOUBLE, (rank + size - 1) % size, 2, MPI_COMM_WORLD, &again);
  MPI_Send(mine, n, MPI_DOUBLE, (rank + 1) % size, 2, MPI_COMM_WORLD);
  s += finish(&again, halo, n);
  printf("%d: %g %g\n", rank, s, halo[1]);
  free(halo);
  free(mine);
  free(work);
  MPI_Finalize();
  return 0;
}
