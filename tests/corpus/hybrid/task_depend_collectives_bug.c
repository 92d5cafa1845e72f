/* The twin of task_depend_collectives_ok.c with the bug: both tasks only read x
 * (depend(in: ...)), which does not order them.
 * Bug: the barrier task and the broadcast task may run at the same time, in different orders
 * on different processes (collectives mismatched). */
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
#pragma omp task depend(in : x)
      MPI_Barrier(MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
#pragma omp task depend(in : x)
      MPI_Bcast(data, 4, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
    }
  }
  printf("%d: %d\n", rank, data[0]);
  MPI_Finalize();
  return 0;
}
