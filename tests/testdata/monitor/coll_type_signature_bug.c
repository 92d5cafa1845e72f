// run: np=2
// MPI_Reduce of MPI_INT on one process and MPI_FLOAT on the other: the same size, not the same
// type signature.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank;
    union { int i; float f; } x = {1}, y = {0};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Reduce(&x, &y, 1, rank == 0 ? MPI_INT : MPI_FLOAT, MPI_SUM, 0, MPI_COMM_WORLD); // monitor-expect: collective-mismatch
    MPI_Finalize();
    return 0;
}
