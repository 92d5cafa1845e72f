// parcoach-args: --np 4
// A communicator split by rank % 2 overlaps MPI_COMM_WORLD; the ranks call the barrier and
// the reduction in different orders only where the colour differs too (rank % 2), so the
// processes sharing the split communicator agree on the order: correct.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 1, y = 0;
  MPI_Comm sub;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &sub);
  if (rank % 2) {
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Reduce(&x, &y, 1, MPI_INT, MPI_SUM, 0, sub);
  } else {
    MPI_Reduce(&x, &y, 1, MPI_INT, MPI_SUM, 0, sub);
    MPI_Barrier(MPI_COMM_WORLD);
  }
  MPI_Comm_free(&sub);
  MPI_Finalize();
  return 0;
}
