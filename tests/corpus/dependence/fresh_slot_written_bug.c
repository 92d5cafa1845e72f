// An allocation function that keeps its block in a variable assigned on two paths (-O0
// keeps it in memory) and writes the rank into the block before returning it: the object
// main gets holds the rank, and the loop bound read from it differs between processes.
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

struct grid {
  int rank, n;
};

struct grid *make_grid(int n) {
  struct grid *g = NULL;
  if (n > 0)
    g = malloc(sizeof *g);
  else
    g = calloc(1, sizeof *g);
  MPI_Comm_rank(MPI_COMM_WORLD, &g->rank);
  g->n = n;
  return g;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  struct grid *g = make_grid(4);
  for (int i = 0; i < g->rank; i++)
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
  printf("%d\n", g->n);
  free(g);
  MPI_Finalize();
  return 0;
}
