// run: np=2
#include <mpi.h>
int main(int argc, char **argv) {
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Ibarrier(MPI_COMM_WORLD, &r);
    MPI_Request_free(&r); // monitor-expect: request-free-active
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
