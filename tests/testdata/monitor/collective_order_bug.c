// run: np=2
// The even ranks call MPI_Barrier then MPI_Allreduce, the odd ones the reverse: run as
// nonblocking collectives by the deadlock detector they could match each other; the monitor
// compares them first.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x = 1, y;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank % 2 == 0) {
        MPI_Barrier(MPI_COMM_WORLD); // monitor-expect: collective-mismatch
        MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    } else {
        MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // monitor-expect: collective-mismatch
        MPI_Barrier(MPI_COMM_WORLD);
    }
    MPI_Finalize();
    return 0;
}
