// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, a = 0, b = 0;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 1) {
        MPI_Irecv(&a, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &r);
        MPI_Irecv(&b, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, &r); // monitor-expect: request-reuse
        MPI_Wait(&r, MPI_STATUS_IGNORE);
    } else if (rank == 0) {
        MPI_Send(&a, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
        MPI_Send(&b, 1, MPI_INT, 1, 1, MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}
