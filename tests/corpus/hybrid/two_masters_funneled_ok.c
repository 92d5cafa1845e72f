/* Two master regions with no barrier between them: both run on the master thread, one after
 * the other, so the collectives are ordered (the thesis' Lemma 5 does not tell master from
 * single; parcoach does). MPI_THREAD_FUNNELED is enough. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int a, b;

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  a = b = rank;
#pragma omp parallel
  {
#pragma omp master
    MPI_Bcast(&a, 1, MPI_INT, 0, MPI_COMM_WORLD);
#pragma omp master
    MPI_Allreduce(MPI_IN_PLACE, &b, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  }
  printf("%d: %d %d\n", rank, a, b);
  MPI_Finalize();
  return 0;
}
