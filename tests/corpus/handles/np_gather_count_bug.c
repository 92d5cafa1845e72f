// parcoach-args: --np 4
/* With --np 4, MPI_COMM_WORLD has 4 processes: a gathering collective's receive buffer holds
 * one block of count elements per process, a scattering one's send buffer too.
 * Bug: the variables hold fewer (MPI writes or reads past them). */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, local[2] = {0, 0}, all[6], parts[4];

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Allgather(local, 2, MPI_INT, all, 2, MPI_INT, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  MPI_Gather(local, 1, MPI_INT, all, 2, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument, collective-argument-mismatch
  MPI_Scatter(parts, 2, MPI_INT, local, 2, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  MPI_Alltoall(parts, 2, MPI_INT, all, 2, MPI_INT, MPI_COMM_WORLD); // expect: mpi-invalid-argument, mpi-invalid-argument
  printf("%d %d %d\n", rank, all[0], local[0]);
  MPI_Finalize();
  return 0;
}
