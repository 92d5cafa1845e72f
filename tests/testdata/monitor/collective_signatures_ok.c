// run: np=3
// Collectives whose arguments differ between processes where MPI 4.0 allows it: a derived
// datatype against its basic type (same type signature), MPI_INT against MPI_INT32_T,
// MPI_IN_PLACE at the root, v variants with per-process counts, a user-defined operation,
// arguments not significant away from the root; nonblocking collectives overlapped with
// point-to-point messages in either order (rank 0 starts MPI_Ibcast before sending what rank 1
// receives before its own MPI_Ibcast), polled with MPI_Test, and a communicator freed with
// one pending.
#include <mpi.h>
#include <stdio.h>
#include <stdint.h>
static void maxabs(void *in, void *inout, int *len, MPI_Datatype *t) {
    (void)t;
    for (int i = 0; i < *len; i++) {
        int a = ((int *)in)[i], b = ((int *)inout)[i];
        ((int *)inout)[i] = (a < 0 ? -a : a) > (b < 0 ? -b : b) ? a : b;
    }
}
int main(int argc, char **argv) {
    int rank, size, x[4] = {1, 2, 3, 4}, y[16] = {0}, counts[3], displs[3], flag = 0, tok = 0;
    MPI_Comm sub, d;
    MPI_Datatype pair;
    MPI_Op op;
    MPI_Request r, r2;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Type_contiguous(2, MPI_INT, &pair);
    MPI_Type_commit(&pair);
    MPI_Op_create(maxabs, 1, &op);
    MPI_Comm_split(MPI_COMM_WORLD, rank == 0, rank, &sub);
    MPI_Comm_dup(MPI_COMM_WORLD, &d);

    if (rank == 0) MPI_Bcast(x, 1, pair, 0, d);
    else MPI_Bcast(x, 2, MPI_INT, 0, d);
    MPI_Allreduce(MPI_IN_PLACE, x, 1, rank == 1 ? MPI_INT32_T : MPI_INT, MPI_SUM, d);
    if (rank == 0) MPI_Gather(MPI_IN_PLACE, 1, MPI_INT, y, 1, MPI_INT, 0, MPI_COMM_WORLD);
    else MPI_Gather(x, 1, MPI_INT, NULL, 0, MPI_DATATYPE_NULL, 0, MPI_COMM_WORLD);
    for (int i = 0; i < size; i++) counts[i] = i + 1, displs[i] = i * 4;
    MPI_Gatherv(x, rank + 1, MPI_INT, y, counts, displs, MPI_INT, 1, MPI_COMM_WORLD);
    MPI_Scatter(y, 2, MPI_INT, rank == 2 ? MPI_IN_PLACE : (void *)x, 1, pair, 2, MPI_COMM_WORLD);
    MPI_Reduce(x, y, 2, MPI_INT, op, 0, sub);
    MPI_Allgather(x, 1, MPI_INT, y, 1, MPI_INT, sub);

    /* nonblocking collectives overlapped with point-to-point */
    if (rank == 0) {
        MPI_Ibcast(&tok, 1, MPI_INT, 0, d, &r);
        MPI_Send(x, 1, MPI_INT, 1, 7, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Recv(y, 1, MPI_INT, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Ibcast(&tok, 1, MPI_INT, 0, d, &r);
    } else {
        MPI_Ibcast(&tok, 1, MPI_INT, 0, d, &r);
    }
    MPI_Wait(&r, MPI_STATUS_IGNORE);
    MPI_Iallreduce(x, y, 1, MPI_INT, MPI_MAX, sub, &r);
    while (!flag) MPI_Test(&r, &flag, MPI_STATUS_IGNORE);
    MPI_Ibarrier(sub, &r2);
    MPI_Comm_free(&sub);
    MPI_Wait(&r2, MPI_STATUS_IGNORE);

    MPI_Op_free(&op);
    MPI_Type_free(&pair);
    MPI_Comm_free(&d);
    printf("rank %d: %d %d\n", rank, x[0], tok);
    MPI_Finalize();
    return 0;
}
