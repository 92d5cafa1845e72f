// run: np=3
#include <mpi.h>
int main(int argc, char **argv) {
    int size, x = 1;
    MPI_Init(&argc, &argv);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Bcast(&x, 1, MPI_INT, size, MPI_COMM_WORLD); // monitor-expect: invalid-rank
    MPI_Finalize();
    return 0;
}
