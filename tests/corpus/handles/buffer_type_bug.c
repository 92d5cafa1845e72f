/* Buffers that are variables of a known type, against the count and datatype that describe
 * them (MPI-CorrBench ArgError-*-Type-*, -Count-*). Bug: a datatype that describes another
 * kind or size of value than the variable holds (MPI-4.0 §3.3.1), and counts that need more
 * bytes than the variable has from where the buffer starts (MPI reads or writes past it). */
#include <mpi.h>
#include <stdio.h>

#define N 100
double field[N];
long ids[8] = {1};

int main(int argc, char **argv) {
  int rank, local = 4, all[4];
  int buffer[N] = {0};
  float part[2][N];

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(buffer, N, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
    MPI_Send(buffer, N + 3, MPI_INT, 1, 1, MPI_COMM_WORLD); // expect: mpi-invalid-argument
    MPI_Send(&buffer[N / 2], N / 2 + 1, MPI_INT, 1, 2, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  } else if (rank == 1) {
    MPI_Recv(field, N, MPI_FLOAT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: mpi-invalid-argument, p2p-mismatch
    MPI_Recv(ids, 4, MPI_CHAR, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: mpi-invalid-argument, p2p-mismatch
    MPI_Recv(part[1], N + 1, MPI_FLOAT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: mpi-invalid-argument, p2p-mismatch
  }
  MPI_Allgather(&local, 2, MPI_INT, all, 1, MPI_INT, MPI_COMM_WORLD); // expect: mpi-invalid-argument, collective-argument-mismatch
  MPI_Bcast(&local, 8, MPI_BYTE, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  /* Only the root reads a scatter's send buffer, but every process passes this variable. */
  MPI_Scatter(all, 1, MPI_DOUBLE, &local, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument, collective-argument-mismatch
  printf("%d %d %f %ld\n", rank, all[0], field[0], ids[0]);
  MPI_Finalize();
  return 0;
}
