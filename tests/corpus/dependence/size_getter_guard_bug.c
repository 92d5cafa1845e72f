/* As size_getter_guard_ok.c, but the getter returns the rank, not the size: processes 0 and
 * 1 skip the reduction the others make, their partial traces differ, and the loop's exit
 * test differs between processes (mpiexec -n 3 hangs). */
#include <mpi.h>
#include <stdio.h>

static int nRanks, myRank;
int getNRanks(void) { return myRank; }

static void partial(double *tr, int rank) { *tr = 1.0 / (rank + 2); }

static void reduce1(double *v) {
  double loc = *v, glob;
  MPI_Allreduce(&loc, &glob, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-in-loop
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
