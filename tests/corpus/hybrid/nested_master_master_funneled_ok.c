/* Nested parallelism under MPI_THREAD_FUNNELED: the master of the outer team starts an inner
 * team, whose master calls MPI. The master of a team is the thread that started it, so the
 * caller is the thread that initialised MPI (word PMPM, in (PB*M)+). */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int v;

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  v = rank;
#pragma omp parallel num_threads(2)
  {
#pragma omp master
    {
#pragma omp parallel num_threads(2)
      {
#pragma omp master
        MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
      }
    }
  }
  printf("%d: %d\n", rank, v);
  MPI_Finalize();
  return 0;
}
