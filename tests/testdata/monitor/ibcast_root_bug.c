// run: np=2
// MPI_Ibcast with different roots, found when the request is waited for (the check names the
// MPI_Ibcast).
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 0;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Ibcast(&x, 1, MPI_INT, rank, MPI_COMM_WORLD, &r); // monitor-expect: collective-mismatch
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}
