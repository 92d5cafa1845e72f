/* The twin of task_collective_rank_branch_ok.c with the bug: rank 0's task broadcasts, the
 * other processes reduce. The collectives a task makes are counted where it is created.
 * Bug: rank 0 calls MPI_Bcast where the others call MPI_Allreduce (mismatch, deadlock). */
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
#pragma omp task
        MPI_Bcast(data, 4, MPI_INT, 0, MPI_COMM_WORLD); // expect: collective-mismatch
      }
    }
  } else {
    MPI_Allreduce(MPI_IN_PLACE, data, 4, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
  }
  printf("%d\n", data[0]);
  MPI_Finalize();
  return 0;
}
