// run: np=2
// monitor-exit: 0 (warnings only)
/* The deferred request entries (issue 15): a window of MPI_Irecv completed in part; the one
 * never completed is still reported at MPI_Finalize, at its own call. */
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, sb[4] = {0}, rb[4];
    MPI_Request r[8];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int peer = rank ^ 1;
    for (int w = 0; w < 3; w++) MPI_Irecv(&rb[w], 1, MPI_INT, peer, w, MPI_COMM_WORLD, &r[w]);
    MPI_Irecv(&rb[3], 1, MPI_INT, peer, 3, MPI_COMM_WORLD, &r[3]); // monitor-expect: pending-request
    for (int w = 0; w < 4; w++) MPI_Isend(&sb[w], 1, MPI_INT, peer, w, MPI_COMM_WORLD, &r[4 + w]);
    MPI_Waitall(3, r, MPI_STATUSES_IGNORE);
    MPI_Waitall(4, r + 4, MPI_STATUSES_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
