// Negative dimensions given to MPI_Cart_create, and a Cartesian query on MPI_COMM_WORLD.
// Bug: MPI_ERR_DIMS at the first marked call, MPI_ERR_TOPOLOGY at the second.
#include <mpi.h>

int main(int argc, char **argv) {
  int dims[2] = {2, 1}, periods[2] = {1, 1}, coords[2];
  MPI_Comm cart;
  MPI_Init(&argc, &argv);
  dims[1] = -1;
  MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart); // expect: mpi-invalid-argument
  MPI_Cart_get(MPI_COMM_WORLD, 2, dims, periods, coords); // expect: mpi-invalid-argument
  if (cart != MPI_COMM_NULL)
    MPI_Comm_free(&cart);
  MPI_Finalize();
  return 0;
}
