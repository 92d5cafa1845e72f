// A solver object called through a virtual function: the call writes a rank-dependent
// member (the residual), while the iteration count, another member set alike on every
// process, bounds the loop of reductions. The virtual call runs Jacobi::step on this
// object; it does not make the whole object (or all memory) vary. Correct.
#include <mpi.h>
#include <cstdio>

struct Solver {
  virtual ~Solver() {}
  virtual void step(int rank) = 0;
};

struct Jacobi : Solver {
  int iters = 3;
  double residual = 0.0;
  void step(int rank) override { residual = 1.0 / (rank + 1); }
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
    MPI_Allreduce(&j.residual, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }
  if (rank == 0)
    std::printf("total %.3f\n", total);
  MPI_Finalize();
  return 0;
}
