/* Without --np: arguments only the root reads may be anything on the other processes, so
 * they are read only where every process reaches the call on the same path; a receive
 * buffer of MPI_COMM_WORLD sized from MPI_Comm_size, and one of MPI_COMM_SELF (one process),
 * are large enough. Silent. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* Called by the processes but the root only: the receive buffer is not read there. */
static void contribute(int v) {
  MPI_Gather(&v, 1, MPI_INT, NULL, 1, MPI_INT, 0, MPI_COMM_WORLD);
}

int main(int argc, char **argv) {
  int rank, size, one = 1, sum = 0, self = 0;
  int *all, *some = NULL;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  all = malloc(sizeof(int) * size);
  if (rank == 0) {
    MPI_Gather(&one, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Scatter(all, 1, MPI_INT, &one, 1, MPI_INT, 0, MPI_COMM_WORLD);
  } else {
    MPI_Gather(&one, 1, MPI_INT, NULL, 1, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Scatter(NULL, -1, MPI_INT, &one, 1, MPI_INT, 0, MPI_COMM_WORLD);
  }
  if (rank == 0)
    some = all;
  MPI_Gather(&one, 1, MPI_INT, some, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Reduce(&one, rank == 0 ? &sum : NULL, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    MPI_Gather(&one, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD);
  else
    contribute(one);
  MPI_Gather(&one, 1, MPI_INT, &self, 1, MPI_INT, 0, MPI_COMM_SELF);
  MPI_Allgather(&one, 1, MPI_INT, all, 1, MPI_INT, MPI_COMM_WORLD);
  printf("%d %d %d %d\n", rank, sum, self, all[0]);
  free(all);
  MPI_Finalize();
  return 0;
}
