/* Seed 000 Fig. 2.1, Example 4, with two communicators: the two MPI_Reduce may run at the same
 * time on two threads (the first single has nowait), which needs MPI_THREAD_MULTIPLE, and it
 * is requested. They reduce over different communicators, so their order does not matter. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int x = 1, y = 2, rx, ry;

void f(void) {
  MPI_Comm ca, cb;
  MPI_Comm_dup(MPI_COMM_WORLD, &ca);
  MPI_Comm_dup(MPI_COMM_WORLD, &cb);
#pragma omp parallel
  {
#pragma omp single nowait
    {
      MPI_Reduce(&x, &rx, 1, MPI_INT, MPI_SUM, 0, ca);
    }
#pragma omp single
    {
      MPI_Reduce(&y, &ry, 1, MPI_INT, MPI_SUM, 0, cb);
    }
  }
  MPI_Comm_free(&ca);
  MPI_Comm_free(&cb);
}

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  f();
  if (rank == 0)
    printf("%d %d\n", rx, ry);
  MPI_Finalize();
  return 0;
}
