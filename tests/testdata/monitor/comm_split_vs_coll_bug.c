// run: np=3
// Only ranks 0 and 1 split MPI_COMM_WORLD; rank 2 goes on to a broadcast on MPI_COMM_WORLD
// (issue 15: the constructor is compared on its parent, where it used to hang).
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 0;
    MPI_Comm c = MPI_COMM_WORLD;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank < 2)
        MPI_Comm_split(MPI_COMM_WORLD, 0, rank, &c); // monitor-expect: collective-mismatch
    MPI_Bcast(&x, 1, MPI_INT, 0, c); // monitor-expect: collective-mismatch
    MPI_Finalize();
    return 0;
}
