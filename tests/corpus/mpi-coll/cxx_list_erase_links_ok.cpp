// A std::list member of an object reached through a global: erasing an element on some
// processes only relinks the list's nodes (libstdc++'s _M_unhook writes the links of
// _List_node_base), which the other members of the owner do not hold: the timers'
// pointer read after it is the same on every process, and so is the loop bound.
#include <mpi.h>
#include <list>

struct Timers {
  int count;
};
struct Pending {
  int *data;
  int size;
};
struct Owner {
  Timers *timers;
  std::list<Pending> pending;
};

static Owner *g;
static void *last_seen;

// A registry of addresses: the owner and its list in one unification class, the way
// Quicksilver's particle buffers hold their lists.
static void seen(void *p) { last_seen = p; }

static void drain(int done) {
  if (done && !g->pending.empty())
    g->pending.erase(g->pending.begin());
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  g = new Owner;
  g->timers = new Timers;
  g->timers->count = 3;
  Pending p = {nullptr, 0};
  g->pending.push_back(p);
  seen(g);
  seen(&g->pending);
  drain(rank == 0);
  Timers *t = g->timers;
  for (int i = 0; i < t->count; i++)
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
