/* A process's own block: the send and the receive of the block a process (or the root)
 * sends itself have the same type signature (the counts of a variable chosen together); a
 * Gather whose receive count differs on the processes but the root, which do not read it.
 * Silent. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, one[4] = {0}, all[64] = {0}, n = 1;
  int got[64];
  double d[64], x[2] = {0, 0};

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1)
    n = 2;
  MPI_Scatter(all, 2, MPI_INT, one, 2, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Gather(one, 4, MPI_BYTE, all, 4, MPI_BYTE, 0, MPI_COMM_WORLD);
  MPI_Allgather(x, 2, MPI_DOUBLE, d, 2, MPI_DOUBLE, MPI_COMM_WORLD);
  MPI_Alltoall(all, n, MPI_INT, got, n, MPI_INT, MPI_COMM_WORLD);
  if (rank == 0)
    MPI_Gather(one, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD);
  else
    MPI_Gather(one, 1, MPI_INT, all, 7, MPI_INT, 0, MPI_COMM_WORLD);
  printf("%d %d %f %d\n", rank, all[0], d[0], got[0]);
  MPI_Finalize();
  return 0;
}
