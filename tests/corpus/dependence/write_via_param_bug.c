/* write_via_param_ok.c broken: the local norm also writes its second parameter (the rank),
 * given err: on the iterations that do not reduce it, err differs between processes, and so
 * does the number of iterations of the loop. */
#include <mpi.h>

static void allsum(double *v) {
  double t = *v;
  MPI_Allreduce(v, &t, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
  *v = t;
}

static void local_norm(int mask, double *x, double *y) {
  int rank;
  double s = 0.0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel for reduction(+ : s)
  for (int i = 1; i <= 10; i++)
    if (mask)
      s += rank * i;
  *x = s;
  *y = rank;
}

static void solve(void) {
  double err = 1e9, rro;
  local_norm(1, &rro, &err);
  allsum(&rro);
  for (int n = 1; n <= 100; n++) {
    if (n % 10 == 0) {
      local_norm(1, &err, &rro);
      allsum(&err);
      allsum(&rro);
    }
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
