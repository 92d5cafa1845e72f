// run: np=2
// Request variables reused after completion; persistent requests started, completed, restarted
// and freed; Waitany, Waitsome, Testall; MPI_Request_free of an inactive persistent request and
// of an active point-to-point request (allowed by MPI 4.0 §3.7.3).
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, peer, in[4] = {0}, out[4] = {1, 2, 3, 4}, flag = 0, idx, n, ids[4], sum = 0;
    MPI_Request r[4], p;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    peer = 1 - rank;
    for (int it = 0; it < 3; it++) {
        MPI_Irecv(&in[0], 1, MPI_INT, peer, 0, MPI_COMM_WORLD, &r[0]);
        MPI_Isend(&out[0], 1, MPI_INT, peer, 0, MPI_COMM_WORLD, &r[1]);
        MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
        sum += in[0];
    }
    MPI_Recv_init(&in[1], 1, MPI_INT, peer, 1, MPI_COMM_WORLD, &p);
    for (int it = 0; it < 3; it++) {
        MPI_Start(&p);
        MPI_Send(&out[1], 1, MPI_INT, peer, 1, MPI_COMM_WORLD);
        MPI_Wait(&p, MPI_STATUS_IGNORE);
        sum += in[1];
    }
    MPI_Request_free(&p);
    for (int i = 0; i < 4; i++)
        MPI_Irecv(&in[i], 1, MPI_INT, peer, 2 + i, MPI_COMM_WORLD, &r[i]);
    for (int i = 0; i < 4; i++)
        MPI_Send(&out[i], 1, MPI_INT, peer, 2 + i, MPI_COMM_WORLD);
    MPI_Waitany(4, r, &idx, MPI_STATUS_IGNORE);
    MPI_Waitsome(4, r, &n, ids, MPI_STATUSES_IGNORE);
    while (!flag)
        MPI_Testall(4, r, &flag, MPI_STATUSES_IGNORE);
    for (int i = 0; i < 4; i++)
        sum += in[i];
    MPI_Ibarrier(MPI_COMM_WORLD, &r[0]);
    MPI_Wait(&r[0], MPI_STATUS_IGNORE);
    MPI_Isend(&out[0], 1, MPI_INT, peer, 9, MPI_COMM_WORLD, &r[0]);
    MPI_Request_free(&r[0]);
    MPI_Recv(&in[0], 1, MPI_INT, peer, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);
    printf("rank %d: sum %d\n", rank, sum);
    MPI_Finalize();
    return 0;
}
