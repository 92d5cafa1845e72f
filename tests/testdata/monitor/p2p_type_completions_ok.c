// run: np=3
// Type matching through every completion call: MPI_Startall of persistent sends, receives from
// MPI_ANY_SOURCE of two senders whose messages have different types per tag, completed by
// MPI_Waitany, MPI_Testsome and MPI_Testany with MPI_STATUS(ES)_IGNORE, a receive from
// MPI_PROC_NULL, and messages on a split communicator. Nothing to report.
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
    int rank, size, ints[4] = {0}, got = 0, idx, flag = 0, out[4], done = 0;
    double dbl[4] = {0};
    MPI_Request r[4];
    MPI_Comm half;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank > 0) {
        int v = rank;
        double d = rank + 0.5;
        MPI_Send_init(&v, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, &r[0]);
        MPI_Send_init(&d, 1, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD, &r[1]);
        MPI_Startall(2, r);
        MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
        MPI_Request_free(&r[0]);
        MPI_Request_free(&r[1]);
    } else {
        MPI_Irecv(&ints[0], 1, MPI_INT, MPI_ANY_SOURCE, 1, MPI_COMM_WORLD, &r[0]);
        MPI_Irecv(&ints[1], 1, MPI_INT, MPI_ANY_SOURCE, 1, MPI_COMM_WORLD, &r[1]);
        MPI_Irecv(&dbl[0], 1, MPI_DOUBLE, MPI_ANY_SOURCE, 2, MPI_COMM_WORLD, &r[2]);
        MPI_Irecv(&dbl[1], 1, MPI_DOUBLE, MPI_ANY_SOURCE, 2, MPI_COMM_WORLD, &r[3]);
        MPI_Waitany(4, r, &idx, MPI_STATUS_IGNORE);
        got++;
        while (got < 4) {
            MPI_Testsome(4, r, &done, out, MPI_STATUSES_IGNORE);
            if (done != MPI_UNDEFINED) got += done;
            MPI_Testany(4, r, &idx, &flag, MPI_STATUS_IGNORE);
            if (flag && idx != MPI_UNDEFINED) got++;
        }
        printf("sum %d %.1f\n", ints[0] + ints[1], dbl[0] + dbl[1]);
    }
    MPI_Recv(&got, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Comm_split(MPI_COMM_WORLD, rank == 0, rank, &half);
    int hr, hs;
    MPI_Comm_rank(half, &hr);
    MPI_Comm_size(half, &hs);
    if (hs > 1) {
        short sv = (short)rank, rv = 0;
        MPI_Sendrecv(&sv, 1, MPI_SHORT, (hr + 1) % hs, 0, &rv, 1, MPI_SHORT, (hr + hs - 1) % hs, 0, half, MPI_STATUS_IGNORE);
        printf("rank %d got %d\n", rank, rv);
    }
    MPI_Comm_free(&half);
    MPI_Finalize();
    return 0;
}
