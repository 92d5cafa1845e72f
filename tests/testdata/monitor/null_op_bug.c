// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    int x = 1, y = 0;
    MPI_Init(&argc, &argv);
    MPI_Reduce(&x, &y, 1, MPI_INT, MPI_OP_NULL, 0, MPI_COMM_WORLD); // monitor-expect: invalid-handle
    MPI_Finalize();
    return 0;
}
