// A duplicate of MPI_COMM_WORLD: rank 0 prepares the value under the rank test, then every
// rank broadcasts on the duplicate before the barrier on MPI_COMM_WORLD. Correct.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, v = 0;
  MPI_Comm dup;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_dup(MPI_COMM_WORLD, &dup);
  if (rank == 0) {
    v = 42;
    MPI_Bcast(&v, 1, MPI_INT, 0, dup);
    MPI_Barrier(MPI_COMM_WORLD);
  } else {
    MPI_Bcast(&v, 1, MPI_INT, 0, dup);
    MPI_Barrier(MPI_COMM_WORLD);
  }
  MPI_Comm_free(&dup);
  MPI_Finalize();
  return 0;
}
