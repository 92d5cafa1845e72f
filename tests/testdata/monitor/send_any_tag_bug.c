// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        MPI_Send(&x, 1, MPI_INT, 1, MPI_ANY_TAG, MPI_COMM_WORLD); // monitor-expect: invalid-tag
    else
        MPI_Recv(&x, 1, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}
