/* Seed 000 Fig. 4.1, Code 6 (categories 1 and 3): MPI_Allreduce is called by every thread of
 * the parallel region (no single), and only on rank 0. Both are errors whatever the thread
 * level: one collective per thread, and one process alone. */
#include <mpi.h>
#include <omp.h>

static double v;

void f(int rank) {
#pragma omp parallel
  {
    if (rank == 0)
      MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-collective-multithreaded, collective-mismatch
  }
}

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  f(rank);
  MPI_Finalize();
  return 0;
}
