// A reduction inside a lambda stored in a std::function, called on rank 0 only.
// Bug: rank 0 waits in MPI_Allreduce for the other ranks, which never call it.
#include <mpi.h>
#include <functional>

int main(int argc, char **argv) {
  int rank, x = 1, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  std::function<void()> sum = [&]() {
    MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
  };
  if (rank == 0)
    sum();
  MPI_Finalize();
  return 0;
}
