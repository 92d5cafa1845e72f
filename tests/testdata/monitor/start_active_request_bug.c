// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 0;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Send_init(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r);
        MPI_Start(&r);
        MPI_Start(&r); // monitor-expect: request-start
        MPI_Wait(&r, MPI_STATUS_IGNORE);
        MPI_Request_free(&r);
    } else if (rank == 1) {
        MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Finalize();
    return 0;
}
