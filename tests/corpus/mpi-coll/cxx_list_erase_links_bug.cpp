// The twin of cxx_list_erase_links_ok.cpp: the loop walks the list itself, whose links
// the erase made on rank 0 only: rank 0 calls MPI_Barrier once less than the others.
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
  for (std::list<Pending>::iterator it = g->pending.begin(); it != g->pending.end(); ++it)
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
  MPI_Finalize();
  return 0;
}
