/* Twin of alloc_null_pointer_ok.c that stores the rank as the step count: the loop's trip
 * count differs between processes. */
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
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
}

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  struct config *c = new_configs(rank + 1);
  c->steps = rank;
  run(c);
  free(c);
  MPI_Finalize();
  return 0;
}
