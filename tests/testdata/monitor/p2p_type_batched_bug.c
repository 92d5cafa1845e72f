// run: np=2
// Type matching batches the signatures of many messages (64 per batch, or when a process
// blocks): 1000 messages on 4 tags, received by MPI_Recv and by windows of MPI_Irecv completed
// with MPI_Waitall; message 601 (tag 1) is sent as MPI_FLOAT and received as MPI_INT. The
// mismatch is found when its batch arrives, and names the receive that got it.
#include <mpi.h>
#include <stdio.h>
#define N 1000
int main(int argc, char **argv) {
    int rank, buf[8] = {0}, sum = 0;
    float f = 1.0f;
    MPI_Request r[8];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        for (int i = 0; i < N; i++) {
            int v = i;
            if (i == 601)
                MPI_Send(&f, 1, MPI_FLOAT, 1, i % 4, MPI_COMM_WORLD);
            else
                MPI_Send(&v, 1, MPI_INT, 1, i % 4, MPI_COMM_WORLD);
        }
    } else if (rank == 1) {
        for (int i = 0; i < 600; i += 8) {
            for (int k = 0; k < 8; k++) MPI_Irecv(&buf[k], 1, MPI_INT, 0, (i + k) % 4, MPI_COMM_WORLD, &r[k]);
            MPI_Waitall(8, r, MPI_STATUSES_IGNORE);
            for (int k = 0; k < 8; k++) sum += buf[k];
        }
        for (int i = 600; i < N; i++) {
            MPI_Recv(&buf[0], 1, MPI_INT, 0, i % 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
            sum += buf[0];
        }
        printf("sum %d\n", sum);
    }
    MPI_Finalize();
    return 0;
}
