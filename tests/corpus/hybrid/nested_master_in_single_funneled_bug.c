/* Nested parallelism under MPI_THREAD_FUNNELED: a single of the outer team starts an inner
 * team whose master calls MPI. The master of the inner team is the thread that ran the single,
 * which need not be the thread that initialised MPI (word PSPM is not in (PB*M)+):
 * MPI_THREAD_SERIALIZED is needed. */
#include <mpi.h>
#include <omp.h>

static int v;

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
#pragma omp parallel
  {
#pragma omp single
    {
#pragma omp parallel
      {
#pragma omp master
        MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-thread-level
      }
    }
  }
  MPI_Finalize();
  return 0;
}
