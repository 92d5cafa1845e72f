// run: np=2
/* As p2p_type_before_deadlock_bug.c, with the mismatched messages sent by a loop of MPI_Isend
 * whose type-matching entries are deferred in the request records: the blocked sender sends
 * them (the records are not completed before the deadlock), and the mismatch is reported
 * before the deadlock detector's report. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, v[3] = {0}, y = 0;
    float f[3] = {1, 2, 3};
    MPI_Request r[3] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        for (int i = 0; i < 3; i++) MPI_Isend(&f[i], 1, MPI_FLOAT, 1, 0, MPI_COMM_WORLD, &r[i]);
    else if (rank == 1)
        for (int i = 0; i < 3; i++) MPI_Recv(&v[i], 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
    MPI_Recv(&y, 1, MPI_INT, 1 - rank, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (rank == 0) MPI_Waitall(3, r, MPI_STATUSES_IGNORE);
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
