// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x[4] = {0};
    MPI_Datatype t;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Type_contiguous(4, MPI_INT, &t);
    if (rank == 0)
        MPI_Send(x, 1, t, 1, 0, MPI_COMM_WORLD); // monitor-expect: uncommitted-datatype
    else if (rank == 1)
        MPI_Recv(x, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Type_free(&t);
    MPI_Finalize();
    return 0;
}
