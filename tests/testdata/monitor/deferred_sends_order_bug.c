// run: np=2
/* The twin of deferred_sends_ok.c's first case: a run of MPI_Isend (two ints each, their
 * entries deferred in the request records) interleaved with MPI_Send of one int on the same
 * channel and tag; the third pair of ints is received as floats: the mismatch names that
 * receive. */
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>
typedef struct { int i; double d; } intdbl;
int main(int argc, char **argv) {
    int rank, two[4][2] = {{1, 2}, {3, 4}, {5, 6}, {7, 8}}, x = 7;
    float f[2];
    intdbl s;
    MPI_Request r[4] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    MPI_Datatype sd;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int bl[2] = {1, 1};
    MPI_Aint disp[2] = {offsetof(intdbl, i), offsetof(intdbl, d)};
    MPI_Datatype types[2] = {MPI_INT, MPI_DOUBLE};
    MPI_Type_create_struct(2, bl, disp, types, &sd);
    MPI_Type_commit(&sd);
    if (rank == 0) {
        for (int i = 0; i < 4; i++) {
            MPI_Isend(two[i], 2, MPI_INT, 1, 5, MPI_COMM_WORLD, &r[i]);
            MPI_Send(&x, 1, MPI_INT, 1, 5, MPI_COMM_WORLD);
        }
        MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
    } else if (rank == 1) {
        for (int i = 0; i < 4; i++) {
            if (i == 2)
                MPI_Recv(f, 2, MPI_FLOAT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // monitor-expect: p2p-mismatch
            else
                MPI_Recv(two[i], 2, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Recv(&s, 1, sd, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        }
        printf("%d %d\n", two[3][0], s.i);
    }
    MPI_Type_free(&sd);
    MPI_Finalize();
    return 0;
}
