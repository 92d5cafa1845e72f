// run: np=2
// A run split across batches (issue 15: type matching keeps the messages of a loop as runs,
// and sends them in batches of at most 1024 messages): 3000 messages whose tags step 0..15,
// received by windows of 16 MPI_Irecv of MPI_INT, one run of the receiver across every batch;
// message 2500 (tag 4) is sent as MPI_FLOAT. The mismatch names the MPI_Waitall that completed
// its receive.
#include <mpi.h>
#include <stdio.h>
#define N 3008
int main(int argc, char **argv) {
    int rank, w[16] = {0}, sum = 0;
    float f = 1.0f;
    MPI_Request r[16];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        for (int i = 0; i < N; i++) {
            if (i == 2500)
                MPI_Send(&f, 1, MPI_FLOAT, 1, i % 16, MPI_COMM_WORLD);
            else
                MPI_Send(&i, 1, MPI_INT, 1, i % 16, MPI_COMM_WORLD);
        }
    } else if (rank == 1) {
        for (int i = 0; i < N; i += 16) {
            for (int k = 0; k < 16; k++) MPI_Irecv(&w[k], 1, MPI_INT, 0, k, MPI_COMM_WORLD, &r[k]);
            MPI_Waitall(16, r, MPI_STATUSES_IGNORE); // monitor-expect: p2p-mismatch
            for (int k = 0; k < 16; k++) sum += w[k];
        }
        printf("sum %d\n", sum);
    }
    MPI_Finalize();
    return 0;
}
