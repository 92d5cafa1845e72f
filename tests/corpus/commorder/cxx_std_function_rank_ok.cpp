// A reduction inside a lambda stored in a std::function, called by every rank; another
// std::function of the same signature with the same collective is chosen by the rank: every
// process calls MPI_Allreduce once, on MPI_COMM_WORLD. Correct.
#include <mpi.h>
#include <functional>

int main(int argc, char **argv) {
  int rank, x = 1, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  std::function<void()> sum = [&]() {
    MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  };
  std::function<void()> twice = [&]() {
    x *= 2;
    MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  };
  sum();
  if (rank == 0)
    twice();
  else
    sum();
  MPI_Finalize();
  return 0;
}
