// run: np=3
// The correct twin of negative_count_bug.c: counts of zero are allowed everywhere (MPI 4.0 §3.2.2,
// §6.1), with a NULL buffer too: empty messages blocking and nonblocking, an empty MPI_Bcast and
// MPI_Allreduce, MPI_Gatherv and MPI_Alltoallv where some processes contribute nothing.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, size, x = 5, y = 0, all[8] = {0}, counts[8], displs[8], zeros[8] = {0}, sum = 0;
    MPI_Request r;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int next = (rank + 1) % size, prev = (rank + size - 1) % size;
    MPI_Irecv(NULL, 0, MPI_INT, prev, 1, MPI_COMM_WORLD, &r);
    MPI_Send(NULL, 0, MPI_INT, next, 1, MPI_COMM_WORLD);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&x, 0, MPI_INT, next, 2, &y, 0, MPI_INT, prev, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Bcast(NULL, 0, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Allreduce(&x, &y, 0, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    for (int i = 0; i < size; i++) counts[i] = i % 2, displs[i] = i;
    MPI_Gatherv(&rank, rank % 2, MPI_INT, all, counts, displs, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Alltoallv(&x, zeros, zeros, MPI_INT, &y, zeros, zeros, MPI_INT, MPI_COMM_WORLD);
    for (int i = 0; i < size; i++) sum += all[i];
    if (rank == 0) printf("odd ranks: %d\n", sum);
    MPI_Finalize();
    return 0;
}
