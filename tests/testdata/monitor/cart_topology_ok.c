// run: np=4
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int dims[2] = {0, 0}, periods[2] = {1, 0}, coords[2], size, rank, src, dst, nd;
    MPI_Comm cart;
    MPI_Init(&argc, &argv);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Dims_create(size, 2, dims);
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
    MPI_Comm_rank(cart, &rank);
    MPI_Cart_get(cart, 2, dims, periods, coords);
    MPI_Cart_shift(cart, 1, 1, &src, &dst); /* MPI_PROC_NULL at the open ends */
    MPI_Sendrecv_replace(&rank, 1, MPI_INT, dst, 0, src, 0, cart, MPI_STATUS_IGNORE);
    MPI_Cartdim_get(cart, &nd);
    printf("coords (%d,%d) got %d, %d dims\n", coords[0], coords[1], rank, nd);
    MPI_Comm_free(&cart);
    MPI_Finalize();
    return 0;
}
