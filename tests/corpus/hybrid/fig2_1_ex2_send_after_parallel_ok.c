/* Seed 000 Fig. 2.1, Example 2: MPI_Send is called after the parallel region, by the initial
 * thread alone: MPI_THREAD_SINGLE is enough (plain MPI_Init), as long as f is not itself
 * called in a parallel region (see fig2_1_ex2_called_in_parallel_bug.c). */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static double a[64];

void f(int rank) {
  double s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < 64; i++)
    s += a[i];

  if (rank == 0)
    MPI_Send(&s, 1, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD);
  else if (rank == 1)
    MPI_Recv(&s, 1, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 64; i++)
    a[i] = i;
  f(rank);
  if (rank == 1)
    printf("received the sum\n");
  MPI_Finalize();
  return 0;
}
