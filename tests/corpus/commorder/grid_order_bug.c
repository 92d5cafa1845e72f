// parcoach-args: --np 4
// A 2x2 grid: row = rank / 2, col = rank % 2, two splits of MPI_COMM_WORLD that overlap each
// other. Ranks 0 and 3 broadcast on their row first, ranks 1 and 2 on their column first.
// Bug: rank 0 waits in the row for rank 1, rank 1 in the column for rank 3, rank 3 in the row
// for rank 2, rank 2 in the column for rank 0: a cycle, the job hangs.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, a = 0, b = 0;
  MPI_Comm row, col;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_split(MPI_COMM_WORLD, rank / 2, rank, &row);
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &col);
  if (rank == 0 || rank == 3) {
    MPI_Bcast(&a, 1, MPI_INT, 0, row); // expect: collective-order-overlap
    MPI_Bcast(&b, 1, MPI_INT, 0, col);
  } else {
    MPI_Bcast(&b, 1, MPI_INT, 0, col); // expect: collective-order-overlap
    MPI_Bcast(&a, 1, MPI_INT, 0, row);
  }
  MPI_Comm_free(&row);
  MPI_Comm_free(&col);
  MPI_Finalize();
  return 0;
}
