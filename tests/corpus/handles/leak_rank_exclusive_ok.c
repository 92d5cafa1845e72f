// Ranks 0 and 1 each create the group in their own branch (`if (rank == 0) ...;
// if (rank == 1) ...`), and free it under `rank == 0 || rank == 1` (MPI-CorrBench
// correct/rma/test5 does this with a window; our own code).
// Correct: no path runs both creations; every creation reaches the free.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, one = 1, zero = 0;
  MPI_Group world, g;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_group(MPI_COMM_WORLD, &world);
  if (rank == 0)
    MPI_Group_incl(world, 1, &one, &g);
  if (rank == 1)
    MPI_Group_incl(world, 1, &zero, &g);
  if (rank == 0 || rank == 1)
    MPI_Group_free(&g);
  MPI_Group_free(&world);
  MPI_Finalize();
  return 0;
}
