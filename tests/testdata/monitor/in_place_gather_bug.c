// run: np=3
// MPI_IN_PLACE as the send buffer of MPI_Gather on every process: only the root may use it
// (MPI 4.0 §6.5); the others must send their value.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, all[8] = {0};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    all[rank] = rank;
    MPI_Gather(MPI_IN_PLACE, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD); // monitor-expect: invalid-in-place
    MPI_Finalize();
    return 0;
}
