// run: np=2
// MPI_Sendrecv with MPI_STATUS_IGNORE from a named source and tag: each rank sends 1
// MPI_DOUBLE and receives 2 MPI_INT (the same 8 bytes, another type signature). The monitor
// asks MPI for a status only for a wildcard receive (mon25) and logs this one with its own
// source and tag: the mismatch must still be seen.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, v[2];
    double d = 1.5;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank < 2) {
        MPI_Sendrecv(&d, 1, MPI_DOUBLE, 1 - rank, 7, v, 2, MPI_INT, 1 - rank, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
    }
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
