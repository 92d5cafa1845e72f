// run: np=2
/* The deferred request entries (issue 15): windows of MPI_Irecv/MPI_Isend completed exactly as
 * posted, in another order, in part then the rest, one by one, by MPI_Testall and MPI_Waitany,
 * with MPI_REQUEST_NULL among them, runs split by peer, tag and datatype, more requests than
 * the records hold, a request variable reused once completed: nothing to report, the messages
 * all match (type matching sees every receive). */
#include <mpi.h>
#include <stdio.h>
#define W 16
int main(int argc, char **argv) {
    int rank, size, sb[100], rb[100], sum = 0;
    double db[4] = {1, 2, 3, 4}, dr[4];
    MPI_Request r[2 * 100];
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int peer = rank ^ 1;
    for (int i = 0; i < 100; i++) sb[i] = rank * 1000 + i;
    for (int round = 0; round < 7; round++) {
        int n = round == 5 ? 70 : W; /* more than the records hold */
        for (int w = 0; w < n; w++) MPI_Irecv(&rb[w], 1, MPI_INT, peer, w, MPI_COMM_WORLD, &r[w]);
        for (int w = 0; w < n; w++) MPI_Isend(&sb[w], 1, MPI_INT, peer, w, MPI_COMM_WORLD, &r[n + w]);
        if (round == 0 || round == 5) MPI_Waitall(2 * n, r, MPI_STATUSES_IGNORE);
        else if (round == 1) { /* reverse order */
            MPI_Request q[2 * W];
            for (int w = 0; w < 2 * n; w++) q[w] = r[2 * n - 1 - w];
            MPI_Waitall(2 * n, q, MPI_STATUSES_IGNORE);
        } else if (round == 2) { /* a part, then the rest */
            MPI_Waitall(5, r, MPI_STATUSES_IGNORE);
            MPI_Waitall(2 * n - 5, r + 5, MPI_STATUSES_IGNORE);
        } else if (round == 3) { /* one by one, the sends first */
            for (int w = n; w < 2 * n; w++) MPI_Wait(&r[w], MPI_STATUS_IGNORE);
            for (int w = 0; w < n; w++) MPI_Wait(&r[w], MPI_STATUS_IGNORE);
        } else if (round == 4) {
            int flag = 0;
            while (!flag) MPI_Testall(2 * n, r, &flag, MPI_STATUSES_IGNORE);
        } else {
            for (int k = 0; k < 2 * n; k++) {
                int idx;
                MPI_Waitany(2 * n, r, &idx, MPI_STATUS_IGNORE);
            }
        }
        for (int w = 0; w < n; w++) sum += rb[w] - peer * 1000 - w;
    }
    /* runs split: two tags steps, a datatype, MPI_REQUEST_NULL in the array */
    MPI_Irecv(&rb[0], 1, MPI_INT, peer, 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&rb[1], 1, MPI_INT, peer, 2, MPI_COMM_WORLD, &r[1]);
    MPI_Irecv(&rb[2], 1, MPI_INT, peer, 3, MPI_COMM_WORLD, &r[2]);
    MPI_Irecv(dr, 4, MPI_DOUBLE, peer, 4, MPI_COMM_WORLD, &r[3]);
    r[4] = MPI_REQUEST_NULL;
    MPI_Isend(&sb[0], 1, MPI_INT, peer, 0, MPI_COMM_WORLD, &r[5]);
    MPI_Isend(&sb[1], 1, MPI_INT, peer, 2, MPI_COMM_WORLD, &r[6]);
    MPI_Isend(&sb[2], 1, MPI_INT, peer, 3, MPI_COMM_WORLD, &r[7]);
    MPI_Isend(db, 4, MPI_DOUBLE, peer, 4, MPI_COMM_WORLD, &r[8]);
    MPI_Waitall(9, r, MPI_STATUSES_IGNORE);
    /* a request variable reused once completed */
    MPI_Irecv(&rb[0], 1, MPI_INT, peer, 9, MPI_COMM_WORLD, &r[0]);
    MPI_Isend(&sb[0], 1, MPI_INT, peer, 9, MPI_COMM_WORLD, &r[1]);
    MPI_Wait(&r[0], MPI_STATUS_IGNORE);
    MPI_Irecv(&rb[1], 1, MPI_INT, peer, 10, MPI_COMM_WORLD, &r[0]);
    MPI_Isend(&sb[1], 1, MPI_INT, peer, 10, MPI_COMM_WORLD, &r[2]);
    MPI_Waitall(3, r, MPI_STATUSES_IGNORE);
    if (rank == 0) printf("deferred: %d %g\n", sum, dr[3]);
    MPI_Finalize();
    return 0;
}
