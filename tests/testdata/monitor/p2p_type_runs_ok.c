// run: np=2
// Type matching keeps the messages of a loop as runs (issue 15): consecutive messages to one
// destination with the same signature and count, whose tags are equal or step by a constant,
// are one entry, paired with the receiver's runs while they line up and one by one otherwise.
// Runs of one tag, runs of stepping tags, a run of 3000 messages (split across batches), runs
// received by windows completed in reverse order, by MPI_ANY_TAG and MPI_ANY_SOURCE receives,
// and runs the receiver splits by receiving them with two different datatypes of the same
// signature. Nothing to report.
#include <mpi.h>
#include <stdio.h>
#define N 3008
int main(int argc, char **argv) {
    int rank, v = 0, w[16] = {0}, pair[2], sum = 0;
    MPI_Request r[16];
    MPI_Datatype two;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Type_contiguous(2, MPI_INT, &two);
    MPI_Type_commit(&two);
    if (rank == 0) {
        for (int i = 0; i < 300; i++) MPI_Send(&i, 1, MPI_INT, 1, 7, MPI_COMM_WORLD);
        for (int i = 0; i < N; i++) MPI_Send(&i, 1, MPI_INT, 1, i % 16, MPI_COMM_WORLD);
        for (int i = 0; i < 200; i++) MPI_Send(&i, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
        for (int i = 0; i < 200; i++) {
            int p[2] = {i, i};
            MPI_Send(p, 2, MPI_INT, 1, 9, MPI_COMM_WORLD);
        }
    } else if (rank == 1) {
        for (int i = 0; i < 300; i++) MPI_Recv(&v, 1, MPI_INT, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE), sum += v;
        for (int i = 0; i < N; i += 16) {
            for (int k = 0; k < 16; k++) MPI_Irecv(&w[k], 1, MPI_INT, 0, k, MPI_COMM_WORLD, &r[k]);
            if (i % 32) MPI_Waitall(16, r, MPI_STATUSES_IGNORE);
            else
                for (int k = 15; k >= 0; k--) MPI_Wait(&r[k], MPI_STATUS_IGNORE);
            for (int k = 0; k < 16 && i + k < N; k++) sum += w[k];
        }
        for (int i = 0; i < 200; i++) {
            MPI_Status st;
            if (i % 3 == 0) MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, 3, MPI_COMM_WORLD, &st);
            else if (i % 3 == 1) MPI_Recv(&v, 1, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
            else MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
            sum += v;
        }
        for (int i = 0; i < 200; i++) {
            if (i % 50 < 25) MPI_Recv(pair, 2, MPI_INT, 0, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            else MPI_Recv(pair, 1, two, 0, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            sum += pair[0] - pair[1];
        }
        printf("sum %d\n", sum);
    }
    MPI_Type_free(&two);
    MPI_Finalize();
    return 0;
}
