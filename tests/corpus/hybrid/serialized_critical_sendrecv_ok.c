/* MPI_THREAD_SERIALIZED with a critical region: every thread calls MPI_Sendrecv, but one at a
 * time, and no other MPI call of the team runs meanwhile. (The thesis does not model critical
 * regions and would ask for MPI_THREAD_MULTIPLE.) Each thread's exchange pairs with one of
 * the other process: same size, same tag. (Run with 2 processes.) */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int provided, rank, size, total = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int peer = rank ^ 1;
  if (peer < size) {
#pragma omp parallel num_threads(2) reduction(+ : total)
    {
      int out = rank, in = -1;
#pragma omp critical(mpi)
      MPI_Sendrecv(&out, 1, MPI_INT, peer, 7, &in, 1, MPI_INT, peer, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      total += in;
    }
  }
  printf("%d: %d\n", rank, total);
  MPI_Finalize();
  return 0;
}
