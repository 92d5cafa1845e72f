/* Seed 000 Fig. 2.1, Example 5: two single regions, the first ending with its implicit
 * barrier: the two MPI_Reduce are called one after the other, each by one thread.
 * MPI_THREAD_SERIALIZED is the minimum level, and it is requested. The update of y between the
 * two regions is atomic and followed by a barrier, so that the output does not depend on the
 * threads' race. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int x = 1, y = 2, rx, ry;

void f(void) {
#pragma omp parallel
  {
#pragma omp single
    {
      MPI_Reduce(&x, &rx, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    }
#pragma omp atomic
    y += x; /* atomic: every thread adds (a plain += would be a data race) */
#pragma omp barrier /* every addition is done before the second single reads y */
#pragma omp single
    {
      MPI_Reduce(&y, &ry, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
    }
  }
}

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  f();
  if (rank == 0)
    printf("%d %d\n", rx, ry);
  MPI_Finalize();
  return 0;
}
