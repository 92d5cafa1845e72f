/* Seed 000 Fig. 2.1, Example 1: MPI_Allreduce directly in a parallel region is called by
 * every thread of the team. Even with MPI_THREAD_MULTIPLE each thread's call is a separate
 * collective, so a process calls it as many times as it has threads (category 1): processes
 * with different team sizes deadlock, and concurrent collectives on one communicator are
 * erroneous in any case. */
#include <mpi.h>
#include <omp.h>

static double v;

void f(void) {
#pragma omp parallel
  {
    MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-collective-multithreaded
  }
}

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  v = 1.0;
  f();
  MPI_Finalize();
  return 0;
}
