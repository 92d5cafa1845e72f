// run: np=2
// MPI_Sendrecv_replace runs in the deadlock detector: each process waits for a message of tag 1
// that the other sends with tag 0.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    x = rank;
    MPI_Sendrecv_replace(&x, 1, MPI_INT, 1 - rank, 0, 1 - rank, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: deadlock
    MPI_Finalize();
    return 0;
}
