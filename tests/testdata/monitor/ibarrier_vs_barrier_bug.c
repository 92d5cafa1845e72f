// run: np=2
// A nonblocking collective never matches a blocking one (MPI 4.0 §6.12): MPI_Ibarrier on one
// process, MPI_Barrier on the other, on a duplicated communicator.
#include <mpi.h>
int main(int argc, char **argv) {
    int rank;
    MPI_Comm c;
    MPI_Request r = MPI_REQUEST_NULL;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_dup(MPI_COMM_WORLD, &c);
    if (rank == 0)
        MPI_Ibarrier(c, &r); /* reported too, when it is waited for */
    else
        MPI_Barrier(c); // monitor-expect: collective-mismatch
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    MPI_Comm_free(&c);
    MPI_Finalize();
    return 0;
}
