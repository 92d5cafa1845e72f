// run: np=2
// MPI_Allreduce with the same array as send and receive buffer instead of MPI_IN_PLACE.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank;
    double s[4] = {1, 2, 3, 4};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Allreduce(s, s, 4, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // monitor-expect: buffer-overlap
    MPI_Finalize();
    return 0;
}
