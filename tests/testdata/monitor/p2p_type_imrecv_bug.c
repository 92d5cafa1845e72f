// run: np=2
// MPI_Improbe polled until the message is there, then MPI_Imrecv with another type: 3 MPI_INT
// sent, 3 MPI_FLOAT received. The receive is compared when MPI_Wait completes it.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, v[3] = {1, 2, 3}, flag = 0;
    float f[3];
    MPI_Message msg;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Send(v, 3, MPI_INT, 1, 9, MPI_COMM_WORLD);
    } else if (rank == 1) {
        while (!flag) MPI_Improbe(0, 9, MPI_COMM_WORLD, &flag, &msg, MPI_STATUS_IGNORE);
        MPI_Imrecv(f, 3, MPI_FLOAT, &msg, &r);
        MPI_Wait(&r, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
    }
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
