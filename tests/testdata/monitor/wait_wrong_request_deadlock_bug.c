// run: np=2
// Rank 1 posts two receives and waits for the second, whose message rank 0 sends only after
// it got rank 1's reply: rank 1 should have waited for the first.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank, a = 0, b = 0, c = 0;
    MPI_Request r[2];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Send(&a, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
        MPI_Recv(&c, 1, MPI_INT, 1, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: deadlock
        MPI_Send(&b, 1, MPI_INT, 1, 1, MPI_COMM_WORLD);
    } else {
        MPI_Irecv(&a, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &r[0]);
        MPI_Irecv(&b, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, &r[1]);
        MPI_Wait(&r[1], MPI_STATUS_IGNORE);
        MPI_Send(&c, 1, MPI_INT, 0, 2, MPI_COMM_WORLD);
        MPI_Wait(&r[0], MPI_STATUS_IGNORE);
    }
    MPI_Finalize();
    return 0;
}
