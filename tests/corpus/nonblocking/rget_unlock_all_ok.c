/* Request-based gets completed by MPI_Win_unlock_all: the synchronisation that ends the
 * passive-target epoch completes every operation of it, request-based ones too (MPI-4.0
 * §12.5.4), so the origin buffer may be written before MPI_Waitall frees the requests
 * (MPI-CorrBench rma/rget_unlock). The same with MPI_Win_flush_local on the constant target.
 * Correct: the buffers are written only after the epoch's operations completed. */
#include <mpi.h>
#include <stdio.h>

#define N 4

int main(int argc, char **argv) {
  int rank, win_mem[2 * N], lbuf[2 * N];
  MPI_Win win;
  MPI_Request req[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 2 * N; i++)
    win_mem[i] = rank + i;
  MPI_Win_create(win_mem, sizeof win_mem, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Win_lock_all(0, win);
  for (int i = 0; i < 2; i++)
    MPI_Rget(lbuf + i * N, N, MPI_INT, 0, i * N, N, MPI_INT, win, &req[i]);
  MPI_Win_unlock_all(win);
  printf("%d\n", lbuf[0]);
  for (int i = 0; i < 2 * N; i++)
    lbuf[i] = -2;
  MPI_Waitall(2, req, MPI_STATUSES_IGNORE);

  MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
  MPI_Rget(lbuf, N, MPI_INT, 0, 0, N, MPI_INT, win, &req[0]);
  MPI_Win_flush_local(0, win);
  lbuf[0] = 7;
  MPI_Win_unlock(0, win);
  MPI_Wait(&req[0], MPI_STATUS_IGNORE);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
