// run: np=2
/* Windows of MPI_Isend (tags 0..3) completed by MPI_Waitall, whose type-matching entries are
 * deferred in the request records and appended when MPI_Waitall consumes them, 40 rounds (more
 * than a batch of entries); in round 30 the receiver takes the message of tag 3 as an int: the
 * mismatch names the receiver's MPI_Waitall, where the receive completes. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, v = 0;
    float f[4] = {1, 2, 3, 4}, g[4] = {0};
    MPI_Request r[4] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int round = 0; round < 40; round++) {
        if (rank == 0) {
            for (int i = 0; i < 4; i++) MPI_Isend(&f[i], 1, MPI_FLOAT, 1, i, MPI_COMM_WORLD, &r[i]);
            MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
        } else if (rank == 1) {
            for (int i = 0; i < 3; i++) MPI_Irecv(&g[i], 1, MPI_FLOAT, 0, i, MPI_COMM_WORLD, &r[i]);
            if (round == 30) MPI_Irecv(&v, 1, MPI_INT, 0, 3, MPI_COMM_WORLD, &r[3]);
            else MPI_Irecv(&g[3], 1, MPI_FLOAT, 0, 3, MPI_COMM_WORLD, &r[3]);
            MPI_Waitall(4, r, MPI_STATUSES_IGNORE); // monitor-expect: p2p-mismatch
        }
    }
    if (rank == 1) printf("%g %d\n", g[3], v);
    MPI_Finalize();
    return 0;
}
