// run: np=2
// monitor-exit: 0 (warnings only)
// Next to a proven window of requests (issue 15), a request never completed: its calls are not
// proven, and the monitor built in by `parcoach cc --instrument` reports it at MPI_Finalize.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, in[2], out[2] = {0}, x = 0, y = 0;
    MPI_Request req[4], lost;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int w = 0; w < 2; w++) MPI_Irecv(&in[w], 1, MPI_INT, 1 - rank, w, MPI_COMM_WORLD, &req[w]);
    for (int w = 0; w < 2; w++) MPI_Isend(&out[w], 1, MPI_INT, 1 - rank, w, MPI_COMM_WORLD, &req[2 + w]);
    MPI_Waitall(4, req, MPI_STATUSES_IGNORE);
    MPI_Isend(&x, 1, MPI_INT, rank, 5, MPI_COMM_WORLD, &lost); // monitor-expect: pending-request
    MPI_Recv(&y, 1, MPI_INT, rank, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}
