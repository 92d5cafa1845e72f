/* MPI_Init (MPI_THREAD_SINGLE) with OpenMP only for computation: every MPI call is outside
 * parallel regions (parallelism word ε), including in a helper called from main. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static double a[256];

static double norm(void) {
  double s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < 256; i++)
    s += a[i] * a[i];
  MPI_Allreduce(MPI_IN_PLACE, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  return s;
}

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel for
  for (int i = 0; i < 256; i++)
    a[i] = rank + i;
  double n = norm();
  if (rank == 0)
    printf("%g\n", n);
  MPI_Finalize();
  return 0;
}
