/* Rank 0 broadcasts from an OpenMP task created in a single region; the other processes call
 * MPI_Bcast directly (MPI-CorrBench data_race_task_bcast). The task runs once per process,
 * before the single region's barrier: both branches of the rank test make one MPI_Bcast.
 * Correct: every process calls MPI_Bcast once. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int provided, rank, data[4] = {0, 0, 0, 0};
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
#pragma omp parallel num_threads(2)
    {
#pragma omp single
      {
#pragma omp task depend(out : data)
        data[0] = 6;
#pragma omp task depend(in : data)
        MPI_Bcast(data, 4, MPI_INT, 0, MPI_COMM_WORLD);
      }
    }
  } else {
    MPI_Bcast(data, 4, MPI_INT, 0, MPI_COMM_WORLD);
  }
  printf("%d\n", data[0]);
  MPI_Finalize();
  return 0;
}
