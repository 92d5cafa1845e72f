// run: np=2
// Two MPI_INT sent, received as one MPI_DOUBLE: the sizes agree (8 bytes), the type
// signatures do not (MPI 4.0 §3.3.1). The receiver reports both sites.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, v[2] = {1, 2};
    double d = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0)
        MPI_Send(v, 2, MPI_INT, 1, 7, MPI_COMM_WORLD);
    else if (rank == 1)
        MPI_Recv(&d, 1, MPI_DOUBLE, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
    printf("rank %d done\n", rank);
    MPI_Finalize();
    return 0;
}
