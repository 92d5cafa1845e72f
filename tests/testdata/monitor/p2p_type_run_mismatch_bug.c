// run: np=2
// A mismatch inside a run (issue 15: type matching keeps the messages of a loop as runs): the
// 300 messages of tag 7 are one run of MPI_INT on the sender; the receiver takes message 150 as
// MPI_FLOAT, which splits the run. The mismatch names that receive.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, v = 0, sum = 0;
    float f;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        for (int i = 0; i < 300; i++) MPI_Send(&i, 1, MPI_INT, 1, 7, MPI_COMM_WORLD);
    } else if (rank == 1) {
        for (int i = 0; i < 300; i++) {
            if (i == 150)
                MPI_Recv(&f, 1, MPI_FLOAT, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
            else
                MPI_Recv(&v, 1, MPI_INT, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            sum += v;
        }
        printf("sum %d\n", sum);
    }
    MPI_Finalize();
    return 0;
}
