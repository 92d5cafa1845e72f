// The twin of virtual_call_member_bound_ok.cpp with the bug: the virtual call sets the
// iteration count from the rank.
// Bug: rank 0 leaves the loop after one reduction, the others wait for a second.
#include <mpi.h>
#include <cstdio>

struct Solver {
  virtual ~Solver() {}
  virtual void step(int rank) = 0;
};

struct Jacobi : Solver {
  int iters = 3;
  double residual = 0.0;
  void step(int rank) override { residual = 1.0 / (rank + 1); iters = rank == 0 ? 1 : 2; }
};

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  Jacobi j;
  Solver *s = &j;
  double total = 0.0;
  for (int it = 0; it < j.iters; it++) {
    s->step(rank);
    MPI_Allreduce(&j.residual, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
  }
  if (rank == 0)
    std::printf("total %.3f\n", total);
  MPI_Finalize();
  return 0;
}
