// run: np=3
// MPI_Gather on a communicator of MPI_Comm_split: the root expects 2 integers from each process,
// the others send 1.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x[2] = {1, 2}, all[8];
    MPI_Comm c;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, 0, -rank, &c);
    int n = rank == 2 ? 2 : 1; /* rank 2 is the root (rank 0) of c */
    MPI_Gather(x, n, MPI_INT, all, n, MPI_INT, 0, c); // monitor-expect: collective-mismatch
    MPI_Comm_free(&c);
    MPI_Finalize();
    return 0;
}
