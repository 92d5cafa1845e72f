// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Finalize();
    MPI_Barrier(MPI_COMM_WORLD); // monitor-expect: mpi-init-state
    return 0;
}
