/* Seed 000 Fig. 2.1, Example 6 with the master directive replaced by single, still under
 * MPI_THREAD_FUNNELED: any thread of the team may execute the single region, not only the one
 * that initialised MPI, so MPI_THREAD_SERIALIZED is the minimum level the text gives. */
#include <mpi.h>
#include <omp.h>

static int rank, size, token;

void f(void) {
  token = rank;
  if (size > 1) {
#pragma omp parallel
    {
#pragma omp single
      {
        if (rank == 1) {
          MPI_Recv(&token, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: mpi-thread-level
          MPI_Send(&token, 1, MPI_INT, 0, 1, MPI_COMM_WORLD); // expect: mpi-thread-level
        } else if (rank == 0) {
          MPI_Send(&token, 1, MPI_INT, 1, 0, MPI_COMM_WORLD); // expect: mpi-thread-level
          MPI_Recv(&token, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // expect: mpi-thread-level
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
  MPI_Finalize();
  return 0;
}
