// run: np=2
// A wildcard receive inside a run (issue 15: type matching keeps the messages of a loop as
// runs): the 200 messages of tag 3 are one run of MPI_INT on the sender; the receiver takes
// them with MPI_ANY_SOURCE and MPI_ANY_TAG receives of MPI_INT, except message 120, received
// by an MPI_ANY_SOURCE, MPI_ANY_TAG receive of MPI_DOUBLE. The mismatch names that receive.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, v = 0, sum = 0;
    double d[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        for (int i = 0; i < 200; i++) MPI_Send(&i, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
    } else if (rank == 1) {
        for (int i = 0; i < 200; i++) {
            MPI_Status st;
            if (i == 120)
                MPI_Recv(d, 1, MPI_DOUBLE, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &st); // monitor-expect: p2p-mismatch
            else if (i % 2)
                MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, 3, MPI_COMM_WORLD, &st);
            else
                MPI_Recv(&v, 1, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
            sum += v;
        }
        printf("sum %d\n", sum);
    }
    MPI_Finalize();
    return 0;
}
