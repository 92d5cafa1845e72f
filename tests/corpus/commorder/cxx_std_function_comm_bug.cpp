// A std::function taking the communicator: the lambda reduces on it, and is called on rank 0
// only.
// Bug: rank 0 waits in MPI_Allreduce for the other ranks, which never call it.
#include <mpi.h>
#include <functional>

int main(int argc, char **argv) {
  int rank, x = 1, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  std::function<void(MPI_Comm)> sum = [&](MPI_Comm c) {
    MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, c); // expect: collective-mismatch
  };
  if (rank == 0)
    sum(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
