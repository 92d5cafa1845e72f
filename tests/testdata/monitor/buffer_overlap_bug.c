// run: np=2
// MPI_Sendrecv whose receive buffer overlaps its send buffer (one element shared): the
// standard forbids aliased arguments (MPI 4.0 §2.3); MPI_Sendrecv_replace or two buffers are
// the fix.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, a[8] = {0};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int peer = 1 - rank;
    MPI_Sendrecv(&a[0], 4, MPI_INT, peer, 0, &a[3], 4, MPI_INT, peer, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: buffer-overlap
    MPI_Finalize();
    return 0;
}
