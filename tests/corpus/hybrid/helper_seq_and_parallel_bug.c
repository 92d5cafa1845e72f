/* A helper called from two contexts: from main outside parallel regions (fine under
 * MPI_THREAD_SINGLE), and from inside a parallel region, where every thread calls its
 * MPI_Allreduce. The helper's words are the set reaching it from both call sites: the second
 * one (P) needs MPI_THREAD_MULTIPLE, and calls the collective once per thread. exchange is a
 * one-line wrapper, read as the MPI_Allreduce at each call (mpiwrap): the findings name the call
 * in the region. (f_helper_seq_and_parallel_bug.f90 keeps a helper reported inside it.) */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static double acc;

static void exchange(double *x) {
  MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  acc = 1;
  exchange(&acc);
#pragma omp parallel
  {
    double mine = omp_get_thread_num();
    exchange(&mine); // expect: mpi-thread-level, mpi-collective-multithreaded
  }
  printf("%g\n", acc);
  MPI_Finalize();
  return 0;
}
