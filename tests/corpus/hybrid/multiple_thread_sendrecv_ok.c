/* MPI_THREAD_MULTIPLE: every thread exchanges its own message with the other process, told
 * apart by a tag equal to the thread number. Point-to-point calls from all threads at once
 * are what this level allows. (Run with 2 processes.) */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int provided, rank, size, total = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int peer = rank ^ 1;
  if (peer < size) {
#pragma omp parallel num_threads(2) reduction(+ : total)
    {
      int tid = omp_get_thread_num(), in = -1;
      MPI_Sendrecv(&tid, 1, MPI_INT, peer, tid, &in, 1, MPI_INT, peer, tid, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      total += in;
    }
  }
  printf("%d: %d\n", rank, total);
  MPI_Finalize();
  return 0;
}
