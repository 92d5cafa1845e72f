/* Tasks with MPI calls, each waited for before the next one is created: one thread at a time
 * is in MPI (the creator waits in taskwait), so MPI_THREAD_SERIALIZED is enough. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int a;

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  a = rank == 0 ? 5 : 0;
#pragma omp parallel
  {
#pragma omp single
    {
#pragma omp task
      MPI_Bcast(&a, 1, MPI_INT, 0, MPI_COMM_WORLD);
#pragma omp taskwait
#pragma omp task
      MPI_Allreduce(MPI_IN_PLACE, &a, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
#pragma omp taskwait
    }
  }
  printf("%d: %d\n", rank, a);
  MPI_Finalize();
  return 0;
}
