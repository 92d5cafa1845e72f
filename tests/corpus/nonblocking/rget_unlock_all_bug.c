/* The twin of rget_unlock_all_ok.c with the writes before the synchronisation: the origin
 * buffer of a pending MPI_Rget is written before MPI_Win_unlock_all (first epoch), and before
 * MPI_Win_flush_local of another target (second epoch), which does not complete it.
 * Bug: the gets may still be writing the buffers that the loads and stores touch. */
#include <mpi.h>
#include <stdio.h>

#define N 4

int main(int argc, char **argv) {
  int rank, size, win_mem[2 * N], lbuf[2 * N];
  MPI_Win win;
  MPI_Request req[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  for (int i = 0; i < 2 * N; i++)
    win_mem[i] = rank + i;
  MPI_Win_create(win_mem, sizeof win_mem, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Win_lock_all(0, win);
  for (int i = 0; i < 2; i++)
    MPI_Rget(lbuf + i * N, N, MPI_INT, 0, i * N, N, MPI_INT, win, &req[i]);
  for (int i = 0; i < 2 * N; i++)
    lbuf[i] = -2; // expect: mpi-buffer-race, rma-local-race
  MPI_Win_unlock_all(win);
  MPI_Waitall(2, req, MPI_STATUSES_IGNORE);

  MPI_Win_lock_all(0, win);
  MPI_Rget(lbuf, N, MPI_INT, 0, 0, N, MPI_INT, win, &req[0]);
  MPI_Win_flush_local(size - 1, win);
  lbuf[0] = 7; // expect: mpi-buffer-race, rma-local-race
  MPI_Win_unlock_all(win);
  MPI_Wait(&req[0], MPI_STATUS_IGNORE);
  printf("%d\n", lbuf[1]);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
