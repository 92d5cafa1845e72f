// run: np=2
// monitor-exit: 0 (warnings only)
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 0, y = 0;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Isend(&x, 1, MPI_INT, rank, 0, MPI_COMM_WORLD, &r); // monitor-expect: pending-request
    MPI_Recv(&y, 1, MPI_INT, rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}
