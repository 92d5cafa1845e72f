/* Seed 000 Fig. 4.5(b): the first single has nowait, but an explicit barrier separates it
 * from the second single: the collectives cannot run at the same time. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int a = 1, b = 2, ra, rb;

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel
  {
#pragma omp single nowait
    MPI_Reduce(&a, &ra, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
#pragma omp barrier
#pragma omp single nowait
    MPI_Reduce(&b, &rb, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
#pragma omp barrier
  }
  if (rank == 0)
    printf("%d %d\n", ra, rb);
  MPI_Finalize();
  return 0;
}
