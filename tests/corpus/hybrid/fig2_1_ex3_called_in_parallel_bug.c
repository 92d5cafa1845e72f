/* Seed 000 Fig. 2.1, Example 3, the variant the text discusses: f is called in a parallel
 * construct, so its single is in a nested parallel region (parallelism word PPS): one thread
 * per inner team calls MPI_Allreduce, i.e. as many as the outer team has threads. This always
 * goes wrong unless the outer team (or both) has a single thread: category 1, and
 * MPI_THREAD_SERIALIZED is not enough. */
#include <mpi.h>
#include <omp.h>

static double v[8], total;

void f(void) {
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < 8; i++)
      v[i] = i;
#pragma omp single
    {
      total = v[3];
      MPI_Allreduce(MPI_IN_PLACE, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-thread-level, mpi-collective-multithreaded
    }
  }
}

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
#pragma omp parallel
  f();
  MPI_Finalize();
  return 0;
}
