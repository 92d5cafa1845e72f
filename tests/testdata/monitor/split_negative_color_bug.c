// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    int rank;
    MPI_Comm c;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank - 5, 0, &c); // monitor-expect: invalid-argument
    MPI_Comm_free(&c);
    MPI_Finalize();
    return 0;
}
