/* A helper called from two contexts: from main outside parallel regions (fine under
 * MPI_THREAD_SINGLE), and from inside a parallel region, where every thread calls its
 * MPI_Allreduce. The helper's words are the set reaching it from both call sites: the second
 * one (P) needs MPI_THREAD_MULTIPLE, and calls the collective once per thread. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static double acc;

static void exchange(double *x) {
  MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-thread-level, mpi-collective-multithreaded
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  acc = 1;
  exchange(&acc);
#pragma omp parallel
  {
    double mine = omp_get_thread_num();
    exchange(&mine);
  }
  printf("%g\n", acc);
  MPI_Finalize();
  return 0;
}
