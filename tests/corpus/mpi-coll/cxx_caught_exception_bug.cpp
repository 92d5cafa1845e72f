// Rank 0 throws inside a try block before the barrier, and main catches: rank 0 goes on past
// the barrier it skipped, to MPI_Finalize.
// Bug: the barrier is not called by every process.
#include <mpi.h>
#include <cstdio>
#include <stdexcept>

static void step(int rank) {
  if (rank == 0)
    throw std::runtime_error("rank 0 gives up");
  MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
}

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  try {
    step(rank);
  } catch (const std::exception &e) {
    std::printf("%s\n", e.what());
  }
  MPI_Finalize();
  return 0;
}
