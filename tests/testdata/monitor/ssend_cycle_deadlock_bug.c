// run: np=3
// Each process sends synchronously to the next before it receives: a cycle of three.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, size, x = 1, y;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Ssend(&x, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD); // monitor-expect: deadlock
    MPI_Recv(&y, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}
