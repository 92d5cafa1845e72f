/* Seed 000 Fig. 2.1, Example 3: MPI_Allreduce in a single region of a parallel region. One
 * thread calls it, not necessarily the main one: MPI_THREAD_SERIALIZED is the minimum level,
 * and it is requested. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

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
      MPI_Allreduce(MPI_IN_PLACE, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
  }
}

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  f();
  printf("total %g\n", total);
  MPI_Finalize();
  return 0;
}
