// run: np=2
// A communicator made by MPI_Comm_idup gets the same global checks as the others: the
// processes call MPI_Allreduce on it with different operations.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, x = 1, y = 0;
    MPI_Comm comm;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_idup(MPI_COMM_WORLD, &comm, &r);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    MPI_Allreduce(&x, &y, 1, MPI_INT, rank == 0 ? MPI_SUM : MPI_MAX, comm); // monitor-expect: collective-mismatch
    printf("rank %d: %d\n", rank, y);
    MPI_Comm_free(&comm);
    MPI_Finalize();
    return 0;
}
