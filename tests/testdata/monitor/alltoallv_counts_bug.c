// run: np=2
// MPI_Alltoallv: process 0 sends 2 integers to process 1, which expects 1.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, s[4] = {1, 2, 3, 4}, r[4] = {0};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int sc[2] = {1, rank == 0 ? 2 : 1}, sd[2] = {0, 2}, rc[2] = {1, 1}, rd[2] = {0, 2};
    MPI_Alltoallv(s, sc, sd, MPI_INT, r, rc, rd, MPI_INT, MPI_COMM_WORLD); // monitor-expect: collective-mismatch
    MPI_Finalize();
    return 0;
}
