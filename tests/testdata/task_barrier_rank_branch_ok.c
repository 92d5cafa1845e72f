/* Correct at run time, reported statically (collective-mismatch: the static pass does not
 * pair rank 0's MPI_Barrier with the one rank 1 calls from an OpenMP task). Built with
 * `parcoach cc --instrument`, main gets a check before its barrier; the task's barrier,
 * outlined by the compiler into a function of its own, must get one too, or rank 0 waits in
 * its check while rank 1 waits in the real barrier: a hang the plain build does not have. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, size, provided, done = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size != 2 || provided < MPI_THREAD_SERIALIZED) {
    MPI_Finalize();
    return 0;
  }
  if (rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
  } else {
#pragma omp parallel
    {
#pragma omp single
      {
#pragma omp task shared(done)
        {
          MPI_Barrier(MPI_COMM_WORLD);
          done = 1;
        }
#pragma omp taskwait
      }
    }
  }
  MPI_Barrier(MPI_COMM_WORLD);
  printf("rank %d done %d\n", rank, done);
  MPI_Finalize();
  return 0;
}
