/* Seed 000 Fig. 2.1, Example 6: point-to-point calls in a master region of a parallel region
 * started under a conditional. Only the thread that initialised MPI calls it:
 * MPI_THREAD_FUNNELED is the minimum level, and it is requested. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

static int rank, size, token;

void f(void) {
  token = rank;
  if (size > 1) {
#pragma omp parallel
    {
#pragma omp master
      {
        if (rank == 1) {
          MPI_Recv(&token, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
          MPI_Send(&token, 1, MPI_INT, 0, 1, MPI_COMM_WORLD);
        } else if (rank == 0) {
          MPI_Send(&token, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
          MPI_Recv(&token, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
      }
    }
  }
}

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  f();
  printf("%d: token %d\n", rank, token);
  MPI_Finalize();
  return 0;
}
