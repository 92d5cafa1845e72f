/* Two tasks per thread (a team of 2), each broadcasting in a critical region of the same lock:
 * all four broadcasts of a process are the same call (same count, datatype, root and
 * communicator; only the buffers differ), so whichever task enters first, the k-th broadcast
 * of every process matches (MPI-CorrBench two_collectives_6).
 * Correct: four identical broadcasts per process. */
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
#pragma omp critical
      MPI_Bcast(a, 4, MPI_INT, 0, MPI_COMM_WORLD);
#pragma omp atomic
      sum += a[0];
    }
#pragma omp task
    {
      int b[4] = {rank, 4, 5, 6};
#pragma omp critical
      MPI_Bcast(b, 4, MPI_INT, 0, MPI_COMM_WORLD);
#pragma omp atomic
      sum += b[0];
    }
  }
  printf("%d\n", sum);
  MPI_Finalize();
  return 0;
}
