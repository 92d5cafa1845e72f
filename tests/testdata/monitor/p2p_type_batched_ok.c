// run: np=2
// Type matching across batches (64 signatures per batch): 2000 messages alternating MPI_INT
// and MPI_DOUBLE on one tag, received by pairs of MPI_Irecv (MPI_INT, then MPI_DOUBLE)
// completed in reverse order, so receives complete out of the order their messages were
// sent, also across batch boundaries; then 300 messages of a derived type (2 MPI_INT)
// received as 2 MPI_INT, and messages in both directions on a duplicated communicator with
// MPI_Sendrecv. Nothing to report.
#include <mpi.h>
#include <stdio.h>
#define N 1000
int main(int argc, char **argv) {
    int rank, iv = 0, pair[2] = {0}, isum = 0;
    double dv = 0, dsum = 0;
    MPI_Request r[2];
    MPI_Datatype two;
    MPI_Comm dup;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Type_contiguous(2, MPI_INT, &two);
    MPI_Type_commit(&two);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    if (rank == 0) {
        for (int i = 0; i < N; i++) {
            int v = i;
            double d = i + 0.5;
            MPI_Send(&v, 1, MPI_INT, 1, 5, MPI_COMM_WORLD);
            MPI_Send(&d, 1, MPI_DOUBLE, 1, 5, MPI_COMM_WORLD);
        }
        for (int i = 0; i < 300; i++) {
            int p[2] = {i, i};
            MPI_Send(p, 1, two, 1, 6, MPI_COMM_WORLD);
        }
    } else if (rank == 1) {
        for (int i = 0; i < N; i++) {
            MPI_Irecv(&iv, 1, MPI_INT, 0, 5, MPI_COMM_WORLD, &r[0]);
            MPI_Irecv(&dv, 1, MPI_DOUBLE, 0, 5, MPI_COMM_WORLD, &r[1]);
            MPI_Wait(&r[1], MPI_STATUS_IGNORE);
            MPI_Wait(&r[0], MPI_STATUS_IGNORE);
            isum += iv, dsum += dv;
        }
        for (int i = 0; i < 300; i++) {
            MPI_Recv(pair, 2, MPI_INT, 0, 6, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            isum += pair[0] - pair[1];
        }
        printf("sums %d %.1f\n", isum, dsum);
    }
    for (int i = 0; i < 200; i++) {
        long s = rank + i, g = 0;
        MPI_Sendrecv(&s, 1, MPI_LONG, 1 - rank, i % 3, &g, 1, MPI_LONG, 1 - rank, i % 3, dup, MPI_STATUS_IGNORE);
    }
    MPI_Comm_free(&dup);
    MPI_Type_free(&two);
    MPI_Finalize();
    return 0;
}
