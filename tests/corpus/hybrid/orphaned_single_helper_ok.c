/* An orphaned single: the helper holds `#pragma omp single` around its MPI_Bcast and is called
 * both inside a parallel region (one thread of the team calls MPI: word PS) and from main
 * outside any region (the single binds to a team of one: word S, the initial thread alone).
 * MPI_THREAD_SERIALIZED is enough. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int step;

static void sync_step(void) {
#pragma omp single
  MPI_Bcast(&step, 1, MPI_INT, 0, MPI_COMM_WORLD);
}

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  step = rank == 0 ? 3 : 0;
  sync_step();
#pragma omp parallel
  {
    sync_step();
  }
  printf("%d: %d\n", rank, step);
  MPI_Finalize();
  return 0;
}
