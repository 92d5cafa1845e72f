// run: np=2
// A near miss of the proof of selective instrumentation (issue 15): the request variable is
// reused in a loop without a wait, so the calls are not proven and the monitor still follows
// the request: the second MPI_Isend overwrites an active request.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, x[2] = {1, 2}, y[2];
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        for (int i = 0; i < 2; i++)
            MPI_Isend(&x[i], 1, MPI_INT, 1, i, MPI_COMM_WORLD, &r); // monitor-expect: request-reuse
        MPI_Wait(&r, MPI_STATUS_IGNORE);
    } else if (rank == 1) {
        MPI_Recv(&y[0], 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Recv(&y[1], 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Finalize();
    return 0;
}
