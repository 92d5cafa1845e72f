/* The twin of team_size_collectives_ok.c with the bug: rank 0's team of two threads calls
 * MPI_Barrier once per thread, the other processes call it once. Bug: rank 0 makes a second
 * barrier that no other process matches (deadlock). */
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
      MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    }
  } else {
    MPI_Barrier(MPI_COMM_WORLD);
  }
  printf("%d done\n", rank);
  MPI_Finalize();
  return 0;
}
