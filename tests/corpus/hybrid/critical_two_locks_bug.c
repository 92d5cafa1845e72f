/* The twin of critical_tasks_same_call_ok.c with two critical names: the two tasks' broadcasts
 * hold different locks, so two threads may be in MPI_Bcast at the same time, which
 * MPI_THREAD_SERIALIZED forbids, and the two broadcasts of a process may overlap.
 * Bug: concurrent MPI calls under MPI_THREAD_SERIALIZED; concurrent collectives on one
 * communicator. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int provided, rank, sum = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel num_threads(2)
  {
#pragma omp task
    {
      int a[4] = {rank, 1, 2, 3};
#pragma omp critical(first)
      MPI_Bcast(a, 4, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-collective-multithreaded, mpi-thread-level
#pragma omp atomic
      sum += a[0];
    }
#pragma omp task
    {
      int b[4] = {rank, 4, 5, 6};
#pragma omp critical(second)
      MPI_Bcast(b, 4, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-collective-multithreaded, mpi-thread-level
#pragma omp atomic
      sum += b[0];
    }
  }
  printf("%d\n", sum);
  MPI_Finalize();
  return 0;
}
