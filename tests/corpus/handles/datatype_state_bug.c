// A derived datatype used before it is committed, and after it is freed through a copy.
// Bug: MPI reports an invalid datatype (MPI_ERR_TYPE) at each marked call.
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, buf[8] = {0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Datatype pair, copy;
  MPI_Type_contiguous(2, MPI_INT, &pair);
  MPI_Bcast(buf, 1, pair, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  MPI_Type_commit(&pair);
  copy = pair;
  MPI_Type_free(&pair);
  MPI_Bcast(buf, 1, copy, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  MPI_Bcast(buf, 1, pair, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  MPI_Finalize();
  return 0;
}
