// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    int x = 0;
    MPI_Init(&argc, &argv);
    MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_DATATYPE_NULL, MPI_SUM, MPI_COMM_WORLD); // monitor-expect: invalid-handle
    MPI_Finalize();
    return 0;
}
