// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    MPI_Comm dup, copy;
    MPI_Init(&argc, &argv);
    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    copy = dup;
    MPI_Comm_free(&dup);
    MPI_Barrier(copy); // monitor-expect: invalid-handle
    MPI_Finalize();
    return 0;
}
