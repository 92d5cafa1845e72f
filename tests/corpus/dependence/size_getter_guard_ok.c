/* CoSP2's sp2Loop.c: each process computes a partial trace, the traces are summed only
 * `if (getNRanks() > 1)`, and the loop stops on a test of the sum. The getter returns the
 * size of MPI_COMM_WORLD (the only write of nRanks): where the reduction is skipped there is
 * one process, so the exit test cannot differ. The one-process test was recognised on the
 * variable itself, not through a getter (one false collective-in-loop finding). */
#include <mpi.h>
#include <stdio.h>

static int nRanks, myRank;
int getNRanks(void) { return nRanks; }

static void partial(double *tr, int rank) { *tr = 1.0 / (rank + 2); }

static void reduce1(double *v) {
  double loc = *v, glob;
  MPI_Allreduce(&loc, &glob, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  *v = glob;
}

int main(int argc, char **argv) {
  int iter = 0, done = 0;
  double tr, old = 0.0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &myRank);
  MPI_Comm_size(MPI_COMM_WORLD, &nRanks);
  while (!done && iter < 100) {
    partial(&tr, myRank);
    if (getNRanks() > 1)
      reduce1(&tr);
    tr = tr / (iter + 1);
    if (old - tr < 1e-3)
      done = 1;
    old = tr;
    iter++;
  }
  if (myRank == 0)
    printf("iterations: %d\n", iter);
  MPI_Finalize();
  return 0;
}
