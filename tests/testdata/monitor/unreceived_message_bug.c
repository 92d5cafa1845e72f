// run: np=2
// A message sent and never received: the send completes (small messages are buffered), the
// program ends normally; at MPI_Finalize the receiver finds the message's shadow (a warning).
// monitor-exit: 0
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, x = 5;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) MPI_Send(&x, 1, MPI_INT, 1, 3, MPI_COMM_WORLD); // monitor-expect: unreceived-message
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
