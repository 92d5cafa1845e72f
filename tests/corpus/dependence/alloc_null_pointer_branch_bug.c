/* Twin of alloc_null_pointer_ok.c where only rank 0 replaces the pointer by a fresh (zeroed)
 * block: the others keep the defaults, another object, so the pointer differs in more than its
 * NULL-ness and the loop's trip count differs between processes. */
#include <mpi.h>
#include <stdlib.h>

struct config {
  int steps;
};

struct config defaults = {3};

struct config *new_configs(int n) {
  if (n <= 0)
    return NULL;
  return calloc(n, sizeof(struct config));
}

void run(struct config *c) {
  for (int i = 0; i < c->steps; i++)
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
}

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  struct config *c = &defaults;
  if (rank == 0) {
    c = new_configs(rank + 1);
  }
  run(c);
  MPI_Finalize();
  return 0;
}
