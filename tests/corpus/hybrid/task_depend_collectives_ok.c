/* Two sibling tasks of one single region, ordered by their depend clauses on one variable:
 * the barrier task runs before the broadcast task on every process, in every team
 * (MPI-CorrBench openmp/ordering/correct/two_collectives_3). Correct. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int provided, rank, x = 0, data[4] = {0, 0, 0, 0};
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided < MPI_THREAD_MULTIPLE) {
    MPI_Finalize();
    return 0;
  }
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel num_threads(2)
  {
#pragma omp single
    {
#pragma omp task depend(inout : x)
      MPI_Barrier(MPI_COMM_WORLD);
#pragma omp task depend(inout : x)
      MPI_Bcast(data, 4, MPI_INT, 0, MPI_COMM_WORLD);
    }
  }
  printf("%d: %d\n", rank, data[0]);
  MPI_Finalize();
  return 0;
}
