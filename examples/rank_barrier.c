/* A process-rank conditional around a collective: rank 0 enters MPI_Barrier and waits for
 * the others, which never come. parcoach names the barrier and the `if` that decides. */
#include <mpi.h>
#include <stdio.h>

static void exchange(int rank, double *value) {
  if (rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  MPI_Allreduce(MPI_IN_PLACE, value, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
}

int main(int argc, char **argv) {
  int rank;
  double v = 1.0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  exchange(rank, &v);
  if (rank == 0)
    printf("sum = %g\n", v);
  MPI_Finalize();
  return 0;
}
