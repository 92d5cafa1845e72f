// run: np=4
// MPI_Bcast on an intercommunicator: process 0 of the even group passes MPI_ROOT, but the odd
// group names root 1 of the even group.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, x = 0;
    MPI_Comm half, inter;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
    MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, rank % 2 ? 0 : 1, 7, &inter);
    int root = rank % 2 ? 1 : rank == 0 ? MPI_ROOT : MPI_PROC_NULL;
    MPI_Bcast(&x, 1, MPI_INT, root, inter); // monitor-expect: collective-mismatch
    printf("rank %d: %d\n", rank, x);
    MPI_Comm_free(&inter);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
