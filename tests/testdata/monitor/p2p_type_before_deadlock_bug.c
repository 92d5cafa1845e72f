// run: np=2
// A mismatched message (MPI_FLOAT received as MPI_INT), then a deadlock (both processes receive
// first). The signature of the message is still in the sender's buffer when the receive
// completes; the blocked sender sends it, the blocked receiver reads it, and the mismatch is
// reported before the deadlock detector's report (which needs a second of no progress).
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, x = 0, y = 0;
    float f = 1.0f;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        MPI_Send(&f, 1, MPI_FLOAT, 1, 0, MPI_COMM_WORLD);
    else if (rank == 1)
        MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
    MPI_Recv(&y, 1, MPI_INT, 1 - rank, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
