// run: np=3
// MPI_IN_PLACE where MPI 4.0 accepts it: the send buffer at the root of MPI_Reduce and
// MPI_Gather, of MPI_Allreduce, MPI_Allgather and MPI_Alltoall everywhere, the receive buffer at
// the root of MPI_Scatter; arguments not significant away from the root (NULL buffers).
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, size, x, v[8] = {0}, w[8];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    x = rank + 1;
    if (rank == 0) MPI_Reduce(MPI_IN_PLACE, &x, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    else MPI_Reduce(&x, NULL, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    v[rank] = rank * 10;
    if (rank == 0) MPI_Gather(MPI_IN_PLACE, 1, MPI_INT, v, 1, MPI_INT, 0, MPI_COMM_WORLD);
    else MPI_Gather(&v[rank], 1, MPI_INT, NULL, 1, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    MPI_Allgather(MPI_IN_PLACE, 1, MPI_INT, v, 1, MPI_INT, MPI_COMM_WORLD);
    for (int i = 0; i < size; i++) w[i] = rank * 100 + i;
    MPI_Alltoall(MPI_IN_PLACE, 1, MPI_INT, w, 1, MPI_INT, MPI_COMM_WORLD);
    if (rank == 0) MPI_Scatter(v, 1, MPI_INT, MPI_IN_PLACE, 1, MPI_INT, 0, MPI_COMM_WORLD);
    else MPI_Scatter(NULL, 1, MPI_INT, &v[rank], 1, MPI_INT, 0, MPI_COMM_WORLD);
    printf("rank %d: %d %d %d\n", rank, x, v[rank], w[size - 1]);
    MPI_Finalize();
    return 0;
}
