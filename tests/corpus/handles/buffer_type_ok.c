/* Buffers that are variables of a known type, described by counts and datatypes that fit:
 * the same kind and size of value (MPI_UNSIGNED for int: the IR has no sign), MPI_BYTE and
 * arrays of char (raw storage for any datatype), the char datatypes
 * carrying whole elements as bytes, a gathering collective's receive count per
 * process, a slice of an array that ends at its end, structures (not typed here), and heap
 * blocks (no layout). Silent. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100
double field[N];
struct cell {
  int id;
  double v;
};

int main(int argc, char **argv) {
  int rank, size, local = 4, all[64];
  unsigned buffer[N] = {0};
  char raw[N * sizeof(double)];
  long long big = 0;
  struct cell c = {1, 2.0};
  double *heap = malloc(N * sizeof(double));

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size > 64)
    MPI_Abort(MPI_COMM_WORLD, 1);
  if (rank == 0) {
    MPI_Send(buffer, N, MPI_INT, 1, 0, MPI_COMM_WORLD);
    MPI_Send(&buffer[N / 2], N / 2, MPI_UNSIGNED, 1, 1, MPI_COMM_WORLD);
    MPI_Send(field, N * sizeof(double), MPI_BYTE, 1, 2, MPI_COMM_WORLD);
    MPI_Send(&c, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
    MPI_Send(buffer, sizeof(int) * N, MPI_CHAR, 1, 4, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(buffer, N, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(buffer, N / 2, MPI_UNSIGNED, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(raw, N, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&c.id, 1, MPI_INT, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(buffer, sizeof(int) * N, MPI_CHAR, 0, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Allgather(&local, 1, MPI_INT, all, 1, MPI_INT, MPI_COMM_WORLD);
  MPI_Gather(&local, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Scatter(all, 1, MPI_INT, &local, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Allreduce(MPI_IN_PLACE, &big, 1, MPI_LONG_LONG, MPI_SUM, MPI_COMM_WORLD);
  MPI_Bcast(heap, N, MPI_DOUBLE, 0, MPI_COMM_WORLD);
  MPI_Bcast(&local, 4, MPI_BYTE, 0, MPI_COMM_WORLD);
  printf("%d %d %f %lld %d %f\n", rank, all[0], field[0], big, c.id, heap[0]);
  free(heap);
  MPI_Finalize();
  return 0;
}
