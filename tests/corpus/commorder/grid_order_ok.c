// parcoach-args: --np 4
// A 2x2 grid: row = rank / 2, col = rank % 2. Rank 0 broadcasts on its row first, the others
// on their column first. The orders differ, but no cycle forms: rank 1's column (with rank 3)
// completes, then its row with rank 0, then rank 0's column with rank 2, then rank 2's row with
// rank 3. Correct: a comparison of orders alone would report it.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, a = 0, b = 0;
  MPI_Comm row, col;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_split(MPI_COMM_WORLD, rank / 2, rank, &row);
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &col);
  if (rank == 0) {
    MPI_Bcast(&a, 1, MPI_INT, 0, row);
    MPI_Bcast(&b, 1, MPI_INT, 0, col);
  } else {
    MPI_Bcast(&b, 1, MPI_INT, 0, col);
    MPI_Bcast(&a, 1, MPI_INT, 0, row);
  }
  MPI_Comm_free(&row);
  MPI_Comm_free(&col);
  MPI_Finalize();
  return 0;
}
