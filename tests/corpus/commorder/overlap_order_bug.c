// parcoach-args: --np 4
// A communicator split by rank % 2 overlaps MPI_COMM_WORLD; ranks 1-3 call the barrier on
// MPI_COMM_WORLD before the reduction on the split, rank 0 the other way round.
// Bug: rank 0 waits in MPI_Reduce for rank 2 (same colour), which waits in MPI_Barrier for
// rank 0: each communicator's own order is the same everywhere, yet the job hangs.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 1, y = 0;
  MPI_Comm sub;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &sub);
  if (rank % 4) {
    MPI_Barrier(MPI_COMM_WORLD); // expect: collective-order-overlap
    MPI_Reduce(&x, &y, 1, MPI_INT, MPI_SUM, 0, sub);
  } else {
    MPI_Reduce(&x, &y, 1, MPI_INT, MPI_SUM, 0, sub); // expect: collective-order-overlap
    MPI_Barrier(MPI_COMM_WORLD);
  }
  MPI_Comm_free(&sub);
  MPI_Finalize();
  return 0;
}
