// run: np=2
// Persistent requests waited for again once inactive (allowed: MPI 4.0 §3.7.3, the wait returns
// at once), tested before their first start in a loop that starts them, and freed unstarted.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, x = 0, y = 0, flag, sum = 0;
    MPI_Request s, r, unused;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int peer = 1 - rank;
    MPI_Send_init(&x, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, &s);
    MPI_Recv_init(&y, 1, MPI_INT, peer, 0, MPI_COMM_WORLD, &r);
    MPI_Recv_init(&y, 1, MPI_INT, peer, 5, MPI_COMM_WORLD, &unused);
    for (int it = 0; it < 3; it++) {
        x = rank + it;
        MPI_Start(&r);
        MPI_Start(&s);
        MPI_Wait(&s, MPI_STATUS_IGNORE);
        MPI_Wait(&r, MPI_STATUS_IGNORE);
        MPI_Wait(&r, MPI_STATUS_IGNORE); /* inactive: returns at once */
        MPI_Test(&s, &flag, MPI_STATUS_IGNORE);
        sum += y;
    }
    MPI_Request_free(&unused);
    MPI_Request_free(&s);
    MPI_Request_free(&r);
    printf("rank %d: %d\n", rank, sum);
    MPI_Finalize();
    return 0;
}
