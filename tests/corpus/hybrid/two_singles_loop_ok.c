/* An iterative loop with two singles, both ending with their barrier: in every iteration the
 * reduction, then the broadcast, one after the other, and the next iteration only starts once
 * the broadcast is done. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static double r, s;

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel
  {
    for (int it = 0; it < 10; it++) {
#pragma omp single
      {
        r = rank + it;
        MPI_Allreduce(MPI_IN_PLACE, &r, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
      }
#pragma omp single
      {
        s = r;
        MPI_Bcast(&s, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
      }
    }
  }
  printf("%d: %g\n", rank, s);
  MPI_Finalize();
  return 0;
}
