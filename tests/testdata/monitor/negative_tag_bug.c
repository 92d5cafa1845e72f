// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 0;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 1) {
        MPI_Irecv(&x, 1, MPI_INT, 0, -3, MPI_COMM_WORLD, &r); // monitor-expect: invalid-tag
        MPI_Wait(&r, MPI_STATUS_IGNORE);
    } else if (rank == 0) {
        MPI_Send(&x, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}
