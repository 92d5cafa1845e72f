// Rank 0 fills a std::vector and prints with iostream before a barrier: every call may throw
// (std::bad_alloc), but nothing in the program catches, so an exception ends the job through
// std::terminate; it cannot make rank 0 skip the barrier.
// Correct.
#include <mpi.h>
#include <iostream>
#include <vector>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  std::vector<double> v;
  if (rank == 0) {
    v.push_back(1.0);
    std::cout << "rank 0 has " << v.size() << " values" << std::endl;
  }
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
