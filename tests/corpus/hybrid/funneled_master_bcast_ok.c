/* MPI_THREAD_FUNNELED done right: the broadcast is in a master region, between barriers that
 * order it with the computation of the other threads. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static double a[128], scale;

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  scale = rank == 0 ? 2.0 : 0.0;
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < 128; i++)
      a[i] = i;
#pragma omp master
    MPI_Bcast(&scale, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
#pragma omp barrier
#pragma omp for
    for (int i = 0; i < 128; i++)
      a[i] *= scale;
  }
  printf("%d: %g\n", rank, a[127]);
  MPI_Finalize();
  return 0;
}
