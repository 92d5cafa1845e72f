// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, n = -1, x[4] = {0};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        MPI_Send(x, 4, MPI_INT, 1, 0, MPI_COMM_WORLD);
    else if (rank == 1)
        MPI_Recv(x, n, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: invalid-count
    MPI_Finalize();
    return 0;
}
