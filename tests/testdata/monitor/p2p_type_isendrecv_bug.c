// run: np=2
// MPI_Isendrecv's receive is type-matched like any other (issue 15): rank 1 sends an MPI_FLOAT
// that rank 0's MPI_Isendrecv receives as MPI_INT. mpich 4.0 completes MPI_Isendrecv with a
// wrong status (source 0, tag 0, count 0), so the monitor logs the receive with the request's
// own source and tag; the report names rank 0's MPI_Wait and rank 1's send.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, in = 0, out = 1;
    float f = 2.5f;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Isendrecv(&out, 1, MPI_INT, 1, 5, &in, 1, MPI_INT, 1, 6, MPI_COMM_WORLD, &r);
        MPI_Wait(&r, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
    } else if (rank == 1) {
        MPI_Sendrecv(&f, 1, MPI_FLOAT, 0, 6, &in, 1, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
