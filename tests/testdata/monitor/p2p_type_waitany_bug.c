// run: np=2
// Like p2p_type_test_bug.c, the receive completed by MPI_Waitany with MPI_STATUS_IGNORE.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, idx, v[2];
    double d = 1.5;
    MPI_Request r[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Send(&d, 1, MPI_DOUBLE, 1, 3, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Irecv(v, 2, MPI_INT, 0, 3, MPI_COMM_WORLD, &r[1]);
        MPI_Waitany(2, r, &idx, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
    }
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
