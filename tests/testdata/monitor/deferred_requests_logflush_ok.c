// run: np=2
/* The deferred request entries (issue 15) when type matching looks at the active receives while
 * a completion logs its records: rank 1's MPI_Waitall completes the records of two runs (A: one
 * MPI_Irecv of tag 0, B: two of tag 2); logging A pairs it with the batch that has just arrived,
 * whose message of tag 0 is a float meant for the persistent receive R0 posted before: A does
 * not fit it, and whether that is a mismatch depends on the active receives of tag 0 (R0 is
 * one: it is not). Counting them makes the records of B entries in the middle of the
 * completion: B must still be logged and leave the table, and R0 be seen at its MPI_Wait.
 * Nothing to report: every message matches its receive. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, v[130] = {0}, a = 0, b[2] = {0};
    float f = 2.5f, g = 0;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        /* one batch of 128 messages: the float of tag 0, then 127 ints of tag 1 */
        MPI_Send(&f, 1, MPI_FLOAT, 1, 0, MPI_COMM_WORLD);
        for (int i = 0; i < 127; i++) MPI_Send(&i, 1, MPI_INT, 1, 1, MPI_COMM_WORLD);
        MPI_Barrier(MPI_COMM_WORLD);
        int x = 7, y[2] = {8, 9};
        MPI_Send(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
        for (int i = 0; i < 2; i++) MPI_Send(&y[i], 1, MPI_INT, 1, 2, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Request r0, r[3] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL, MPI_REQUEST_NULL};
        MPI_Recv_init(&g, 1, MPI_FLOAT, 0, 0, MPI_COMM_WORLD, &r0);
        MPI_Start(&r0);
        for (int i = 0; i < 127; i++) MPI_Recv(&v[i], 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Irecv(&a, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &r[0]);
        for (int i = 0; i < 2; i++) MPI_Irecv(&b[i], 1, MPI_INT, 0, 2, MPI_COMM_WORLD, &r[1 + i]);
        MPI_Waitall(3, r, MPI_STATUSES_IGNORE);
        MPI_Wait(&r0, MPI_STATUS_IGNORE);
        MPI_Request_free(&r0);
        printf("%g %d %d %d %d\n", g, v[126], a, b[0], b[1]);
    }
    MPI_Finalize();
    return 0;
}
