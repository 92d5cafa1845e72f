/* Seed 000 Fig. 4.1, Code 1 (CFG in Fig. 4.3(a), word P2 P4 S6): MPI_Allreduce in a single
 * region of a parallel region nested in another one. Each inner team has its single, so the
 * collective is called once per thread of the outer team (category 1). It always goes wrong
 * unless only one thread is created in the first region or in both. MPI_THREAD_MULTIPLE is
 * requested, so only the collective placement is reported. */
#include <mpi.h>
#include <omp.h>

static double v;

void f(void) {
#pragma omp parallel
  {
#pragma omp parallel
    {
#pragma omp single
      {
        MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-collective-multithreaded
      }
    }
  }
}

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  f();
  MPI_Finalize();
  return 0;
}
