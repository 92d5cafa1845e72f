// run: np=2
/* MPI_Isend of floats on a duplicate of MPI_COMM_WORLD, their type-matching entries deferred in
 * the request records, and the communicator freed before the sends complete: the entries are
 * sent before the communicator's channels are detached, and the receiver, which receives the
 * floats as ints, reports the mismatch. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, v[3] = {0};
    float f[3] = {1, 2, 3};
    MPI_Request r[3] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    MPI_Comm dup;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    if (rank == 0) {
        for (int i = 0; i < 3; i++) MPI_Isend(&f[i], 1, MPI_FLOAT, 1, 7, dup, &r[i]);
        MPI_Comm_free(&dup);
        MPI_Waitall(3, r, MPI_STATUSES_IGNORE);
    } else if (rank == 1) {
        for (int i = 0; i < 3; i++) MPI_Recv(&v[i], 1, MPI_INT, 0, 7, dup, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
        MPI_Comm_free(&dup);
        printf("%d\n", v[2]);
    }
    MPI_Finalize();
    return 0;
}
