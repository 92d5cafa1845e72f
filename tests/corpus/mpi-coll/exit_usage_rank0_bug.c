/* Rank 0 prints the usage and leaves with exit(1) when an argument is missing; the other
 * ranks go on to the barrier. Leaving normally is not aborting: the others wait in
 * MPI_Barrier for a process that is gone (mpiexec may or may not kill them).
 * Bug: the barrier is not called by every process. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0 && argc < 2) {
    fprintf(stderr, "usage: %s N\n", argv[0]);
    exit(1);
  }
  MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
  MPI_Finalize(); // expect: collective-mismatch
  return 0;
}
