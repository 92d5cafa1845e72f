// parcoach-args: --np 4
/* With --np 4, MPI_COMM_WORLD has 4 processes: receive buffers of gathering collectives and
 * send buffers of scattering ones hold one block of count elements per process. Silent. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, local[2] = {0, 0}, all[8], parts[8];
  MPI_Comm half;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Allgather(local, 2, MPI_INT, all, 2, MPI_INT, MPI_COMM_WORLD);
  MPI_Gather(local, 2, MPI_INT, all, 2, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Scatter(parts, 2, MPI_INT, local, 2, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Alltoall(parts, 2, MPI_INT, all, 2, MPI_INT, MPI_COMM_WORLD);
  /* A communicator of unknown size: one block is all that is known to be needed. */
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
  MPI_Allgather(local, 2, MPI_INT, all, 4, MPI_INT, half);
  MPI_Comm_free(&half);
  printf("%d %d %d\n", rank, all[0], local[0]);
  MPI_Finalize();
  return 0;
}
