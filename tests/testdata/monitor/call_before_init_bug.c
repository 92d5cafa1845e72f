// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank); // monitor-expect: mpi-init-state
    MPI_Init(&argc, &argv);
    MPI_Finalize();
    return 0;
}
