/* Nested parallelism under MPI_THREAD_SERIALIZED: one thread of the outer team (a single)
 * starts an inner team, one thread of which calls MPI (word PSPS: monothreaded, since only one
 * inner team exists). */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int v;

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  v = rank;
#pragma omp parallel num_threads(2)
  {
#pragma omp single
    {
#pragma omp parallel num_threads(2)
      {
#pragma omp single
        MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
      }
    }
  }
  printf("%d: %d\n", rank, v);
  MPI_Finalize();
  return 0;
}
