/* An early return skips a collective on some processes: the processes that did not return
 * wait in MPI_Reduce forever. parcoach reports the reduce and the `if` with the return. */
#include <mpi.h>

static int step(int rank, int n, int *sum) {
  if (rank >= n)
    return 1;
  MPI_Reduce(&rank, sum, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  return 0;
}

int main(int argc, char **argv) {
  int rank, sum = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  step(rank, 2, &sum);
  MPI_Finalize();
  return 0;
}
