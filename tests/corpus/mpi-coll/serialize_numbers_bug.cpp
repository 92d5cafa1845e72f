// The twin of serialize_numbers_ok.cpp: the loop bound is one of the numbers the helper
// wrote on rank 0 only: rank 0 calls MPI_Barrier more often than the others.
#include <mpi.h>

struct Timers {
  int count;
};
struct Owner {
  Timers *timers;
  double *buf;
  int n;
};

static Owner *g;
static void *last_seen;

static void seen(void *p) { last_seen = p; }

static void pack(double *buf, int n, double v) {
  for (int i = 0; i < n; i++)
    buf[i] = v + i;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  g = new Owner;
  g->timers = new Timers;
  g->timers->count = 3;
  g->n = 4;
  g->buf = new double[4];
  g->buf[0] = 2.0;
  seen(g);
  seen(g->buf);
  if (rank == 0)
    pack(g->buf, g->n, 4.0);
  for (int i = 0; i < (int)g->buf[0]; i++)
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
  MPI_Finalize();
  return 0;
}
