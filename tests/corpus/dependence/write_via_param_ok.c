/* TeaLeaf's solver loop in C (issue 13; f_write_via_param_ok.f90): every residual is given
 * to one reduction wrapper, so they are one memory to the analysis. The local norm writes
 * only the variable it is given (through its parameter, from an OpenMP reduction), so err,
 * computed on some iterations only and reduced each time, is the same everywhere at the exit
 * test (writevia.go: the callee writes that memory only through its parameter; err, a local
 * never written before the loop, starts fresh). */
#include <mpi.h>

static void allsum(double *v) {
  double t = *v;
  MPI_Allreduce(v, &t, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  *v = t;
}

static void local_norm(int mask, double *x) {
  int rank;
  double s = 0.0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel for reduction(+ : s)
  for (int i = 1; i <= 10; i++)
    if (mask)
      s += rank * i;
  *x = s;
}

static void solve(void) {
  double err, rro;
  local_norm(1, &rro);
  allsum(&rro);
  for (int n = 1; n <= 100; n++) {
    if (n % 10 == 0) {
      local_norm(1, &err);
      allsum(&err);
    }
    local_norm(1, &rro);
    allsum(&rro);
    if (err < rro)
      break;
  }
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  solve();
  MPI_Finalize();
  return 0;
}
