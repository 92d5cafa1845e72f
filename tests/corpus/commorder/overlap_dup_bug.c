// A duplicate of MPI_COMM_WORLD has all its processes: rank 0 broadcasts on the duplicate
// before the barrier on MPI_COMM_WORLD, the others after it (no --np: the check tries the
// launch sizes 2 to 8).
// Bug: rank 0 waits in MPI_Bcast for the others, which wait in MPI_Barrier for rank 0.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, v = 0;
  MPI_Comm dup;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_dup(MPI_COMM_WORLD, &dup);
  if (rank == 0) {
    v = 42;
    MPI_Bcast(&v, 1, MPI_INT, 0, dup); // expect: collective-order-overlap
    MPI_Barrier(MPI_COMM_WORLD);
  } else {
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-order-overlap
    MPI_Bcast(&v, 1, MPI_INT, 0, dup);
  }
  MPI_Comm_free(&dup);
  MPI_Finalize();
  return 0;
}
