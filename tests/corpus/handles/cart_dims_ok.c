// MPI_Cart_create with dims from MPI_Dims_create, queried on the Cartesian communicator,
// freed where it exists.
#include <mpi.h>

int main(int argc, char **argv) {
  int size, dims[2] = {0, 0}, periods[2] = {1, 1}, coords[2];
  MPI_Comm cart;
  MPI_Init(&argc, &argv);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Dims_create(size, 2, dims);
  MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
  if (cart != MPI_COMM_NULL) {
    MPI_Cart_get(cart, 2, dims, periods, coords);
    MPI_Comm_free(&cart);
  }
  MPI_Finalize();
  return 0;
}
