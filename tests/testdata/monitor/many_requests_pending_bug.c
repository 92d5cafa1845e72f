// run: np=2
// monitor-exit: 0 (warnings only)
// A request left pending among more live requests than the monitor's direct-mapped slots hold
// (its entry may be in the overflow table): still reported at MPI_Finalize; the others, in the
// slots and in the overflow, are completed and leave silently. The message of tag N is never
// received either: its receive never completed.
#include <mpi.h>
#define N 600
static int sb[N], rb[N], x, y;
static MPI_Request r[2 * N], last, send;
int main(int argc, char **argv) {
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 0; i < N; i++) MPI_Irecv(&rb[i], 1, MPI_INT, rank, i, MPI_COMM_WORLD, &r[i]);
    for (int i = 0; i < N; i++) MPI_Isend(&sb[i], 1, MPI_INT, rank, i, MPI_COMM_WORLD, &r[N + i]);
    MPI_Irecv(&y, 1, MPI_INT, rank, N, MPI_COMM_WORLD, &last); // monitor-expect: pending-request
    MPI_Isend(&x, 1, MPI_INT, rank, N, MPI_COMM_WORLD, &send); // monitor-expect: unreceived-message
    MPI_Waitall(2 * N, r, MPI_STATUSES_IGNORE);
    MPI_Wait(&send, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return 0;
}
