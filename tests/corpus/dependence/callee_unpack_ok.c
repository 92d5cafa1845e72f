// A callee reads the parameters on rank 0, packs them, broadcasts the pack and unpacks it on
// the other ranks (SNAP's input_var_bcast, issue 13 mechanism B): when it returns, nsteps and
// mode hold rank 0's values on every process, so main's loop and test agree everywhere.
#include <mpi.h>
#include <stdlib.h>

static int rank;
static int nsteps, mode;

static void read_params(int argc, char **argv) {
    int buf[2] = {0, 0};
    if (rank == 0) {
        nsteps = argc > 1 ? atoi(argv[1]) : 1;
        mode = argc > 2 ? atoi(argv[2]) : 0;
        buf[0] = nsteps;
        buf[1] = mode;
    }
    MPI_Bcast(buf, 2, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank != 0) {
        nsteps = buf[0];
        mode = buf[1];
    }
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    read_params(argc, argv);
    for (int i = 0; i < nsteps; i++)
        MPI_Barrier(MPI_COMM_WORLD);
    if (mode == 1)
        MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
