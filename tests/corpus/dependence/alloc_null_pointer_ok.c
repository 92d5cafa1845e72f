/* An allocation wrapper returns NULL or a block it has just allocated: when its size varies
 * (rank + 1 items here, never 0 in practice), only whether the pointer is NULL may differ
 * between processes, never which object it is. The pointer goes through a local and a
 * parameter; what is read through it, the step count every process stores, stays the same
 * everywhere. (The twin alloc_null_pointer_bug.c stores the rank there.) */
#include <mpi.h>
#include <stdlib.h>

struct config {
  int steps;
};

struct config *new_configs(int n) {
  if (n <= 0)
    return NULL;
  return calloc(n, sizeof(struct config));
}

void run(struct config *c) {
  for (int i = 0; i < c->steps; i++)
    MPI_Barrier(MPI_COMM_WORLD);
}

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  struct config *c = new_configs(rank + 1);
  c->steps = 3;
  run(c);
  free(c);
  MPI_Finalize();
  return 0;
}
