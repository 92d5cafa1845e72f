// run: np=2
// A proven window of requests (issue 15) with a bad argument: the proven entries that
// `parcoach cc --instrument` calls skip the request tracking, not the argument checks.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, in[4], out[4] = {0};
    MPI_Request req[8];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int w = 0; w < 4; w++) MPI_Irecv(&in[w], 1, MPI_INT, 1 - rank, w, MPI_COMM_WORLD, &req[w]);
    for (int w = 0; w < 4; w++) MPI_Isend(&out[w], 1, MPI_INT, 1 - rank, w - 1, MPI_COMM_WORLD, &req[4 + w]); // monitor-expect: invalid-tag
    MPI_Waitall(8, req, MPI_STATUSES_IGNORE);
    MPI_Finalize();
    return 0;
}
