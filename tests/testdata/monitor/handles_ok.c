// run: np=3
// Communicators, datatypes, groups and ops created, committed, used and freed; a handle
// variable reused after MPI_Comm_free; MPI_Comm_split giving MPI_COMM_NULL, not used.
#include <mpi.h>
#include <stdio.h>
static void add(void *in, void *inout, int *len, MPI_Datatype *t) {
    (void)t;
    for (int i = 0; i < *len; i++)
        ((int *)inout)[i] += ((int *)in)[i];
}
int main(int argc, char **argv) {
    int rank, size, v[4] = {1, 2, 3, 4}, w[4] = {0}, s = 0;
    MPI_Comm c, odd;
    MPI_Datatype pair;
    MPI_Group g, first;
    MPI_Op op;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    for (int it = 0; it < 2; it++) {
        MPI_Comm_dup(MPI_COMM_WORLD, &c);
        MPI_Barrier(c);
        MPI_Comm_free(&c);
    }
    MPI_Comm_split(MPI_COMM_WORLD, rank % 2 ? 1 : MPI_UNDEFINED, rank, &odd);
    if (odd != MPI_COMM_NULL) {
        MPI_Barrier(odd);
        MPI_Comm_free(&odd);
    }
    MPI_Type_contiguous(2, MPI_INT, &pair);
    MPI_Type_commit(&pair);
    MPI_Allreduce(v, w, 4, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0 && size > 1)
        MPI_Send(v, 2, pair, 1, 0, MPI_COMM_WORLD);
    else if (rank == 1)
        MPI_Recv(w, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Type_free(&pair);
    MPI_Comm_group(MPI_COMM_WORLD, &g);
    int zero = 0;
    MPI_Group_incl(g, 1, &zero, &first);
    MPI_Comm_create(MPI_COMM_WORLD, first, &c);
    if (c != MPI_COMM_NULL)
        MPI_Comm_free(&c);
    MPI_Group_free(&first);
    MPI_Group_free(&g);
    MPI_Op_create(add, 1, &op);
    MPI_Reduce(&rank, &s, 1, MPI_INT, op, 0, MPI_COMM_WORLD);
    MPI_Op_free(&op);
    if (rank == 0)
        printf("sum of ranks %d, w[3]=%d\n", s, w[3]);
    MPI_Finalize();
    return 0;
}
