/* A single in a loop, keeping its implicit barrier: each iteration's MPI_Allreduce finishes
 * before any thread starts the next iteration. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static double r[4];

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel
  {
    for (int i = 0; i < 4; i++) {
#pragma omp single
      {
        r[i] = rank + i;
        MPI_Allreduce(MPI_IN_PLACE, &r[i], 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
      }
    }
  }
  printf("%d: %g\n", rank, r[3]);
  MPI_Finalize();
  return 0;
}
