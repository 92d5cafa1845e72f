// A helper called on some processes only writes numbers into a buffer that shares its
// unification class with an object holding a pointer (both pass through one registry, the
// way Quicksilver's particle buffers and its MC_Fast_Timer container do): the helper's
// body stores no pointer there, so the pointer read after the call is the same on every
// process, and so is the loop bound read through it.
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

// Small enough to be summarised: stores numbers only, at places not known.
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
  seen(g);
  seen(g->buf);
  if (rank == 0)
    pack(g->buf, g->n, 1.0);
  Timers *t = g->timers;
  for (int i = 0; i < t->count; i++)
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
