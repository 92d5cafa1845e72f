/* A parallel region of a constant team size whose threads each call MPI_Barrier once, one
 * at a time (critical): every process makes two barriers, rank 0 through its team of two
 * threads, the others in sequence (MPI-CorrBench openmp/ordering/correct/two_collectives_2).
 * Correct: the sequences agree. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided < MPI_THREAD_MULTIPLE) {
    MPI_Finalize();
    return 0;
  }
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
#pragma omp parallel num_threads(2)
    {
#pragma omp critical
      MPI_Barrier(MPI_COMM_WORLD);
    }
  } else {
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
  }
  printf("%d done\n", rank);
  MPI_Finalize();
  return 0;
}
