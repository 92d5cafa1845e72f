// run: np=2
// Messages whose type signatures match although the datatypes differ: a struct {int; double}
// received with another struct type of the same signature, a vector of ints received as
// contiguous ints, fewer elements than the receive holds (a prefix), MPI_BYTE, wildcards,
// receives of one source and tag completed out of order with different types, persistent
// requests, MPI_Sendrecv_replace, MPI_Waitall with MPI_STATUSES_IGNORE. Nothing to report.
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>
struct pair { int i; double d; };
struct wide { double pad; int i; double d; };
int main(int argc, char **argv) {
    int rank, other, a[8] = {0}, b[8] = {0}, n;
    double d[4] = {0};
    struct pair p = {3, 4.5};
    struct wide w = {0, 0, 0};
    MPI_Datatype tpair, twide, tvec;
    MPI_Request r[4];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    other = 1 - rank;
    int bl[2] = {1, 1};
    MPI_Aint dp[2] = {offsetof(struct pair, i), offsetof(struct pair, d)}, dw[2] = {offsetof(struct wide, i), offsetof(struct wide, d)};
    MPI_Datatype ts[2] = {MPI_INT, MPI_DOUBLE};
    MPI_Type_create_struct(2, bl, dp, ts, &tpair);
    MPI_Type_create_struct(2, bl, dw, ts, &twide);
    MPI_Type_vector(3, 1, 2, MPI_INT, &tvec);
    MPI_Type_commit(&tpair);
    MPI_Type_commit(&twide);
    MPI_Type_commit(&tvec);
    for (int i = 0; i < 8; i++) a[i] = i + rank;
    if (rank == 0) {
        MPI_Send(&p, 1, tpair, 1, 1, MPI_COMM_WORLD);
        MPI_Send(a, 1, tvec, 1, 2, MPI_COMM_WORLD);
        MPI_Send(a, 2, MPI_INT, 1, 3, MPI_COMM_WORLD);
        MPI_Send(d, 2, MPI_DOUBLE, 1, 4, MPI_COMM_WORLD);
        MPI_Send(a, 1, MPI_INT, 1, 5, MPI_COMM_WORLD);
        MPI_Send(d, 1, MPI_DOUBLE, 1, 5, MPI_COMM_WORLD);
        MPI_Send(a, 3, MPI_INT, 1, 6, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Recv(&w, 1, twide, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Recv(b, 3, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Recv(b + 3, 4, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Recv(d, 16, MPI_BYTE, 0, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Irecv(&n, 1, MPI_INT, 0, 5, MPI_COMM_WORLD, &r[0]);
        MPI_Irecv(&d[2], 1, MPI_DOUBLE, 0, 5, MPI_COMM_WORLD, &r[1]);
        MPI_Wait(&r[1], MPI_STATUS_IGNORE);
        MPI_Wait(&r[0], MPI_STATUS_IGNORE);
        MPI_Recv_init(a, 3, MPI_INT, 0, 6, MPI_COMM_WORLD, &r[2]);
        MPI_Start(&r[2]);
        MPI_Wait(&r[2], MPI_STATUS_IGNORE);
        MPI_Request_free(&r[2]);
        printf("w = {%d, %.1f}, b = %d %d %d %d %d, n = %d, d[2] = %.1f\n", w.i, w.d, b[0], b[1], b[2], b[3], b[4], n, d[2]);
    }
    /* both ways at once, persistent and nonblocking, completed together */
    MPI_Send_init(a, 3, MPI_INT, other, 9, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(b, 1, tvec, other, 9, MPI_COMM_WORLD, &r[1]);
    MPI_Isend(&p, 1, tpair, other, 10, MPI_COMM_WORLD, &r[2]);
    MPI_Irecv(&w, 1, twide, other, 10, MPI_COMM_WORLD, &r[3]);
    MPI_Start(&r[0]);
    MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
    MPI_Request_free(&r[0]);
    n = rank;
    MPI_Sendrecv_replace(&n, 1, MPI_INT, other, 11, other, 11, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    printf("rank %d: b[0] = %d, w.i = %d, n = %d\n", rank, b[0], w.i, n);
    MPI_Type_free(&tpair);
    MPI_Type_free(&twide);
    MPI_Type_free(&tvec);
    MPI_Finalize();
    return 0;
}
