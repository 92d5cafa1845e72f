// run: np=2
// A message found by MPI_Mprobe and received by MPI_Mrecv with another type: MPI_DOUBLE sent,
// 2 MPI_FLOAT received (the same size, different type signatures). Matched probes record the
// message's communicator, so MPI_Mrecv's receive is compared like any other.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank;
    double d = 1.5;
    float f[2] = {0};
    MPI_Message msg;
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Send(&d, 1, MPI_DOUBLE, 1, 4, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Mprobe(0, 4, MPI_COMM_WORLD, &msg, &st);
        MPI_Mrecv(f, 2, MPI_FLOAT, &msg, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
    }
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
