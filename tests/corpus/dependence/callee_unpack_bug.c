// The twin of callee_unpack_ok.c whose callee unpacks only when the broadcast flag buf[2]
// says so: where it is 0 the other ranks keep the nsteps and mode they had, not rank 0's.
#include <mpi.h>
#include <stdlib.h>

static int rank;
static int nsteps, mode;

static void read_params(int argc, char **argv) {
    int buf[3] = {0, 0, 0};
    if (rank == 0) {
        nsteps = argc > 1 ? atoi(argv[1]) : 1;
        mode = argc > 2 ? atoi(argv[2]) : 0;
        buf[0] = nsteps;
        buf[1] = mode;
        buf[2] = argc > 3;
    }
    MPI_Bcast(buf, 3, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank != 0 && buf[2]) {
        nsteps = buf[0];
        mode = buf[1];
    }
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    read_params(argc, argv);
    for (int i = 0; i < nsteps; i++)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-in-loop
    if (mode == 1)
        MPI_Barrier(MPI_COMM_WORLD); // expect: collective-mismatch
    MPI_Finalize();
    return 0;
}
