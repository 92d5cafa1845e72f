/* Paths that end the job on some ranks: a failed assert, a die() helper that aborts, and
 * MPI_Abort. A process that aborts cannot leave the others waiting in the barrier (the whole
 * job ends), so these conditionals do not decide whether the collectives are called.
 * Correct. */
#include <assert.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void die(const char *why) {
  fprintf(stderr, "fatal: %s\n", why);
  abort();
}

static void fatal(const char *why) { die(why); }

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  assert(rank < size);
  if (rank == 0 && argc > 8)
    die("too many arguments");
  if (rank == 1 && argc > 9)
    fatal("far too many arguments");
  if (rank == 2 && argc > 10)
    MPI_Abort(MPI_COMM_WORLD, 2);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
