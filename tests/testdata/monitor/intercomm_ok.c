// run: np=4
// Collectives and point-to-point on an intercommunicator used correctly: MPI_Bcast from the
// even group's process 0 (MPI_ROOT) to the odd group, MPI_Allreduce in both directions,
// MPI_Barrier, messages between the groups, then MPI_Intercomm_merge. Nothing to report.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, x = 0, y = 0, z = 0, sum = 0;
    MPI_Comm half, inter, merged;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
    MPI_Intercomm_create(half, 0, MPI_COMM_WORLD, rank % 2 ? 0 : 1, 7, &inter);
    if (rank == 0) x = 42;
    int root = rank % 2 ? 0 : rank == 0 ? MPI_ROOT : MPI_PROC_NULL;
    MPI_Bcast(&x, 1, MPI_INT, root, inter);
    MPI_Allreduce(&rank, &y, 1, MPI_INT, MPI_SUM, inter);
    MPI_Barrier(inter);
    int me;
    MPI_Comm_rank(inter, &me);
    if (rank % 2 == 0) MPI_Send(&rank, 1, MPI_INT, me, 3, inter);
    else MPI_Recv(&z, 1, MPI_INT, me, 3, inter, MPI_STATUS_IGNORE);
    MPI_Intercomm_merge(inter, rank % 2, &merged);
    MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, merged);
    printf("rank %d: x = %d, y = %d, z = %d, sum = %d\n", rank, x, y, z, sum);
    MPI_Comm_free(&merged);
    MPI_Comm_free(&inter);
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
