// run: np=3
// Arguments that look out of range but are allowed: MPI_PROC_NULL, MPI_ANY_SOURCE, MPI_ANY_TAG
// on receives, MPI_TAG_UB itself, arguments significant only at the root, MPI_IN_PLACE.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, size, x = 7, y = 0, *ub, flag, all[16];
    MPI_Status st;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &ub, &flag);
    MPI_Send(&x, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD);
    MPI_Recv(&y, 1, MPI_INT, MPI_PROC_NULL, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
    if (rank == 0) {
        for (int i = 1; i < size; i++) {
            MPI_Recv(&y, 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
            x += y;
        }
    } else {
        MPI_Send(&rank, 1, MPI_INT, 0, *ub, MPI_COMM_WORLD);
    }
    /* recvcount and recvtype are significant only at the root */
    if (rank == 0)
        MPI_Gather(&rank, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD);
    else
        MPI_Gather(&rank, 1, MPI_INT, NULL, -1, MPI_DATATYPE_NULL, 0, MPI_COMM_WORLD);
    /* sendcount and sendtype are ignored with MPI_IN_PLACE */
    all[rank] = rank * 2;
    MPI_Allgather(MPI_IN_PLACE, -1, MPI_DATATYPE_NULL, all, 1, MPI_INT, MPI_COMM_WORLD);
    MPI_Bcast(&x, 1, MPI_INT, size - 1, MPI_COMM_WORLD);
    printf("rank %d: x=%d all[%d]=%d\n", rank, x, size - 1, all[size - 1]);
    MPI_Finalize();
    return 0;
}
