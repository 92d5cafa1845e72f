/* MPI_THREAD_FUNNELED with the idiom `if (omp_get_thread_num() == 0)` instead of master: only
 * thread 0 of the team, the one that initialised MPI, calls MPI_Allreduce. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static double local[64], sum;

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
#pragma omp for reduction(+ : sum)
    for (int i = 0; i < 64; i++)
      sum += i + rank;
    if (tid == 0)
      MPI_Allreduce(MPI_IN_PLACE, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
#pragma omp barrier
    local[tid % 64] = sum;
  }
  printf("%d: %g\n", rank, sum);
  MPI_Finalize();
  return 0;
}
