/* Seed 000 Fig. 4.1, Code 3 (CFG in Fig. 4.5(b)): the threads synchronise at the implicit
 * barrier ending the first single, so the two MPI_Reduce are called one after the other, by
 * one thread each. Correct, f being called outside parallel regions. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int a = 1, b = 2, ra, rb;

void f(void) {
#pragma omp parallel
  {
#pragma omp single
    MPI_Reduce(&a, &ra, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
#pragma omp single
    MPI_Reduce(&b, &rb, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  }
}

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  f();
  if (rank == 0)
    printf("%d %d\n", ra, rb);
  MPI_Finalize();
  return 0;
}
