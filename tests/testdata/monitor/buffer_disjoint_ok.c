// run: np=2
// Send and receive buffers of one call next to each other in one array, never overlapping:
// MPI_Sendrecv of the two halves, MPI_Allgather and MPI_Gather into the part after the
// contribution, a vector datatype whose holes hold the other buffer.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, a[16] = {0}, b[16];
    MPI_Datatype every2;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int peer = 1 - rank;
    for (int i = 0; i < 8; i++) a[i] = rank * 10 + i;
    MPI_Sendrecv(&a[0], 4, MPI_INT, peer, 0, &a[4], 4, MPI_INT, peer, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Allgather(&a[0], 2, MPI_INT, &a[2], 2, MPI_INT, MPI_COMM_WORLD);
    MPI_Gather(&a[12], 1, MPI_INT, &a[8], 1, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Allreduce(&a[0], &a[8], 4, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Type_vector(4, 1, 2, MPI_INT, &every2);
    MPI_Type_commit(&every2);
    for (int i = 0; i < 16; i++) b[i] = i;
    /* sends b[0], b[2], b[4], b[6]: the receive buffer b[7..10] starts after the last of them */
    MPI_Sendrecv(b, 1, every2, peer, 1, &b[7], 4, MPI_INT, peer, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Type_free(&every2);
    printf("rank %d: %d %d %d\n", rank, a[4], a[8], b[7]);
    MPI_Finalize();
    return 0;
}
