/* mpi-buffer-race, mpi-missing-completion (owner: nonblocking).
 * Causes (one function each):
 *  skip_self:   Irecv into buffer[i] for every i != self, then MPI_Send from buffer[self]:
 *               the index test excludes the one buffer the send reads (correct/pt2pt/sendall).
 *  unlock_all:  MPI_Rget completed by MPI_Win_unlock_all (an RMA synchronisation completes
 *               request-based operations too) before the origin buffer is written
 *               (correct/rma/rget_unlock).
 *  rank_paired: MPI_Irecv under `rank == size - 1`, its MPI_Wait under the same test later
 *               (the size == 1 case with MPI_Waitall in between): the correlated rank tests
 *               (correct/datatype/large_type_sendrec).
 */
#include <mpi.h>

#define N 4

void skip_self(int self, int npes, int buffer[][N], MPI_Request *req)
{
    for (int i = 0; i < npes; i++)
        if (i != self)
            MPI_Irecv(buffer[i], N, MPI_INT, i, 0, MPI_COMM_WORLD, &req[i]);
    for (int i = 0; i < npes; i++)
        if (i != self)
            MPI_Send(buffer[self], N, MPI_INT, i, 0, MPI_COMM_WORLD);
    for (int i = 0; i < npes; i++)
        if (i != self)
            MPI_Wait(&req[i], MPI_STATUS_IGNORE);
}

void unlock_all(MPI_Win win, int *lbuf)
{
    MPI_Request req[2];
    MPI_Win_lock_all(MPI_MODE_NOCHECK, win);
    for (int i = 0; i < 2; i++)
        MPI_Rget(lbuf + i * N, N, MPI_INT, 0, i * N, N, MPI_INT, win, &req[i]);
    MPI_Win_unlock_all(win);
    for (int i = 0; i < 2 * N; i++)
        lbuf[i] = -2;
    MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
}

int rank_paired(int rank, int size, char *rbuf)
{
    MPI_Request requests[2];
    int errs = 0;
    if (rank == size - 1)
        MPI_Irecv(rbuf, N, MPI_CHAR, 0, 0, MPI_COMM_WORLD, &requests[1]);
    if (rank == 0)
        MPI_Isend("abc", N, MPI_CHAR, size - 1, 0, MPI_COMM_WORLD, &requests[0]);
    if (size == 1) {
        MPI_Waitall(2, requests, MPI_STATUSES_IGNORE);
    } else {
        if (rank == size - 1)
            MPI_Wait(&requests[1], MPI_STATUS_IGNORE);
        else if (rank == 0)
            MPI_Wait(&requests[0], MPI_STATUS_IGNORE);
    }
    if (rank == size - 1)
        errs += rbuf[0] != 'a';
    return errs;
}

int main(int argc, char **argv)
{
    int rank, size, buf[16][N], win_mem[2 * N], l[2 * N];
    char r[N];
    MPI_Request req[16];
    MPI_Win win;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (size <= 16)
        skip_self(rank, size, buf, req);
    MPI_Win_create(win_mem, sizeof win_mem, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
    unlock_all(win, l);
    MPI_Win_free(&win);
    rank_paired(rank, size, r);
    MPI_Finalize();
    return 0;
}
