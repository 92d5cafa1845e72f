// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    int dims[2] = {0, 0}, periods[2] = {0, 0}, coords[2], size;
    MPI_Comm cart;
    MPI_Init(&argc, &argv);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Dims_create(size, 2, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
    MPI_Cart_get(MPI_COMM_WORLD, 2, dims, periods, coords); // monitor-expect: invalid-handle
    MPI_Comm_free(&cart);
    MPI_Finalize();
    return 0;
}
