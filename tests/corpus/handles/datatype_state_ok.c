// A derived datatype committed before use and freed after its last use, in a loop.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, buf[8] = {0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (int n = 1; n <= 4; n++) {
    MPI_Datatype block;
    MPI_Type_contiguous(n, MPI_INT, &block);
    MPI_Type_commit(&block);
    MPI_Bcast(buf, 1, block, 0, MPI_COMM_WORLD);
    MPI_Type_free(&block);
  }
  MPI_Finalize();
  return 0;
}
