// run: np=2
/* MPI_Isend of floats whose type-matching entries are deferred in the request records, then
 * the request freed (the records become entries) and nothing else sent: the entries must still
 * reach the receiver, which receives the floats as ints. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, v[3] = {0};
    float f[3] = {1, 2, 3};
    MPI_Request r[3] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        for (int i = 0; i < 3; i++) MPI_Isend(&f[i], 1, MPI_FLOAT, 1, i, MPI_COMM_WORLD, &r[i]);
        for (int i = 0; i < 3; i++) MPI_Request_free(&r[i]);
    } else if (rank == 1) {
        for (int i = 0; i < 3; i++) MPI_Recv(&v[i], 1, MPI_INT, 0, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
        printf("%d\n", v[2]);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
