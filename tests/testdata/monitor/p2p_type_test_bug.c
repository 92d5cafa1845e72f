// run: np=2
// A receive completed by polling MPI_Test with MPI_STATUS_IGNORE: 1 MPI_DOUBLE sent, 2 MPI_INT
// received (the same 8 bytes, another type signature). The monitor asks MPI for the status it
// compares only because type matching needs it (mon25): the mismatch must still be seen.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, flag = 0, v[2];
    double d = 1.5;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        MPI_Send(&d, 1, MPI_DOUBLE, 1, 3, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Irecv(v, 2, MPI_INT, 0, 3, MPI_COMM_WORLD, &r);
        while (!flag)
            MPI_Test(&r, &flag, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
    }
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
