/* error_record_abort_ok.c with a driver that does not test the status after a step: it
 * goes on to broadcast the norm.
 * Bug: the process whose step returned early broadcasts while the others are still in
 * MPI_Allreduce; it reaches finish() and MPI_Abort only later, if at all.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

enum { OK = 0, BAD = 3 };
enum { STOP_ALL = 10, ABORT_ONE = 11 };

struct status {
  int code;
  int action;
  char what[32];
};

static void finish(const struct status *st) {
  if (st->action == STOP_ALL) {
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    exit(0);
  }
  fprintf(stderr, "giving up: %s\n", st->what);
  MPI_Abort(MPI_COMM_WORLD, st->code);
}

static void step(double *x, int n, double *norm, struct status *st) {
  double local = 0.0;
  st->code = OK;
  for (int i = 0; i < n; i++) {
    if (x[i] < 0.0) {
      st->code = BAD;
      st->action = ABORT_ONE;
      snprintf(st->what, sizeof st->what, "x[%d] < 0", i);
      return;
    }
    local += x[i] * x[i];
  }
  MPI_Allreduce(&local, norm, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
}

static void drive(int rank, double *norm, struct status *st) {
  double x[3];
  for (int i = 0; i < 3; i++)
    x[i] = 50.0 * i + 1.0 - rank; /* x[0] < 0 on ranks above 1: run with 3 */
  for (int it = 0; it < 4; it++) {
    step(x, 3, norm, st);
    MPI_Bcast(norm, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    x[0] += 1.0;
  }
}

int main(int argc, char **argv) {
  int rank;
  double norm = 0.0;
  struct status st;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  st.code = OK;
  drive(rank, &norm, &st);
  if (st.code != OK)
    finish(&st);
  if (rank == 0)
    printf("norm %g\n", norm);
  st.action = STOP_ALL;
  finish(&st);
  return 0;
}
