// run: np=2
/* Type matching's entries of MPI_Isend deferred in the request records (issue 15): a run of
 * MPI_Isend of one call site appends its messages' signatures when the records are consumed,
 * or before anything else is appended or sent. Each case below sends two ints with MPI_Isend
 * (deferred) and one int with another call on the same channel and tag, received as two ints
 * then as a struct {int, double}: an entry appended out of order would give the one int to the
 * first receive and the two ints to the struct, a mismatch. The cases: a run interleaved with
 * MPI_Send, a run cut by a datatype of the same signature then MPI_Sendrecv, sends completed one
 * by one in reverse order, a send request freed, a datatype freed and a communicator freed while
 * their sends are pending, MPI_Isend to MPI_PROC_NULL. Nothing to report. */
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>
typedef struct { int i; double d; } intdbl;
int main(int argc, char **argv) {
    int rank, two[8][2] = {{0}}, x = 7, sum = 0;
    intdbl s[8];
    MPI_Request r[8] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL,
                     MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    MPI_Datatype pair, twoint, sd;
    MPI_Comm dup;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Type_contiguous(2, MPI_INT, &pair);
    MPI_Type_commit(&pair);
    int bl[2] = {1, 1};
    MPI_Aint disp[2] = {offsetof(intdbl, i), offsetof(intdbl, d)};
    MPI_Datatype types[2] = {MPI_INT, MPI_DOUBLE};
    MPI_Type_create_struct(2, bl, disp, types, &sd);
    MPI_Type_commit(&sd);
    for (int round = 0; round < 3; round++) {
        MPI_Type_contiguous(2, MPI_INT, &twoint);
        MPI_Type_commit(&twoint);
        MPI_Comm_dup(MPI_COMM_WORLD, &dup);
        if (rank == 0) {
            for (int i = 0; i < 8; i++) two[i][0] = i + round, two[i][1] = i;
            /* a run of one call site, each send followed by MPI_Send on the same channel and tag */
            for (int i = 0; i < 4; i++) {
                MPI_Isend(two[i], 2, MPI_INT, 1, 5, MPI_COMM_WORLD, &r[i]);
                MPI_Send(&x, 1, MPI_INT, 1, 5, MPI_COMM_WORLD);
            }
            MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
            /* stepping tags, cut by a datatype of the same signature, then MPI_Sendrecv on tag 12 */
            for (int i = 0; i < 4; i++)
                MPI_Isend(two[4 + i], i == 2 ? 1 : 2, i == 2 ? pair : MPI_INT, 1, 10 + i, MPI_COMM_WORLD, &r[i]);
            MPI_Sendrecv(&x, 1, MPI_INT, 1, 12, &s[0], 1, sd, 1, 12, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
            /* completed one by one in reverse order, MPI_Send of tag 20 before */
            for (int i = 0; i < 4; i++) MPI_Isend(two[i], 2, MPI_INT, 1, 20, MPI_COMM_WORLD, &r[i]);
            MPI_Send(&x, 1, MPI_INT, 1, 20, MPI_COMM_WORLD);
            for (int i = 3; i >= 0; i--) MPI_Wait(&r[i], MPI_STATUS_IGNORE);
            /* a send request freed */
            MPI_Isend(two[0], 2, MPI_INT, 1, 21, MPI_COMM_WORLD, &r[0]);
            MPI_Request_free(&r[0]);
            MPI_Send(&x, 1, MPI_INT, 1, 21, MPI_COMM_WORLD);
            /* the datatype freed while its sends are pending */
            for (int i = 0; i < 3; i++) MPI_Isend(two[i], 1, twoint, 1, 30, MPI_COMM_WORLD, &r[i]);
            MPI_Type_free(&twoint);
            MPI_Send(&x, 1, MPI_INT, 1, 30, MPI_COMM_WORLD);
            MPI_Waitall(3, r, MPI_STATUSES_IGNORE);
            /* the communicator freed while its sends are pending */
            for (int i = 0; i < 3; i++) MPI_Isend(two[i], 2, MPI_INT, 1, 40, dup, &r[i]);
            MPI_Comm_free(&dup);
            MPI_Waitall(3, r, MPI_STATUSES_IGNORE);
            /* sends to MPI_PROC_NULL (nothing to append) around MPI_Send */
            for (int i = 0; i < 4; i++) MPI_Isend(two[i], 2, MPI_INT, MPI_PROC_NULL, 50, MPI_COMM_WORLD, &r[i]);
            MPI_Send(&x, 1, MPI_INT, 1, 50, MPI_COMM_WORLD);
            MPI_Waitall(4, r, MPI_STATUSES_IGNORE);
        } else if (rank == 1) {
            for (int i = 0; i < 4; i++) {
                MPI_Recv(two[i], 2, MPI_INT, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                MPI_Recv(&s[i], 1, sd, 0, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            }
            for (int i = 0; i < 4; i++) MPI_Recv(two[4 + i], 2, MPI_INT, 0, 10 + i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Sendrecv(&x, 1, MPI_INT, 0, 12, &s[4], 1, sd, 0, 12, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            for (int i = 0; i < 4; i++) MPI_Recv(two[i], 2, MPI_INT, 0, 20, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Recv(&s[5], 1, sd, 0, 20, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Recv(two[0], 2, MPI_INT, 0, 21, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Recv(&s[6], 1, sd, 0, 21, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            for (int i = 0; i < 3; i++) MPI_Recv(two[i], 2, MPI_INT, 0, 30, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Recv(&s[7], 1, sd, 0, 30, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            for (int i = 0; i < 3; i++) MPI_Recv(two[i], 2, MPI_INT, 0, 40, dup, MPI_STATUS_IGNORE);
            MPI_Comm_free(&dup);
            MPI_Recv(&s[0], 1, sd, 0, 50, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Type_free(&twoint);
            for (int i = 0; i < 8; i++) sum += two[i][0] + s[i].i;
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }
    if (rank == 1) printf("sum %d\n", sum);
    MPI_Type_free(&pair);
    MPI_Type_free(&sd);
    MPI_Finalize();
    return 0;
}
