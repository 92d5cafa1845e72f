/* A parser keeps its state in static variables. Process 0 first runs it alone with its own
 * settings; then every process resets it the same way and asks it how many steps to run:
 * the accessor reads the state only after every process has overwritten it. */
#include <mpi.h>

static int nsteps, verbose;

static void parser_init(int steps, int v) {
  nsteps = steps;
  verbose = v;
}

static int parser_steps(void) {
  if (verbose > 1)
    return nsteps + 1; /* a dry run first */
  return nsteps;
}

int main(int argc, char **argv) {
  int rank;
  double x, y;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    parser_init(rank + 5, 2); /* process 0 checks its own input first */
    (void)parser_steps();
  }
  parser_init(3, 0);
  x = rank;
  for (int i = 0; i < parser_steps(); i++)
    MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
