// run: np=2
// MPI_Reduce_scatter's recvcounts must be the same on every process.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, s[4] = {1, 2, 3, 4}, r[4];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int rc[2] = {rank == 0 ? 1 : 2, rank == 0 ? 3 : 2};
    MPI_Reduce_scatter(s, r, rc, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // monitor-expect: collective-mismatch
    MPI_Finalize();
    return 0;
}
