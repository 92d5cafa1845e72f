/* The twin of flush_other_target_ok.c with the bug: the flush names process size - 1, which
 * is not 0 as soon as there are two processes.
 * Bug: the store rewrites the origin buffer of the MPI_Put, which may still be in progress. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, size, buf[4] = {1, 2, 3, 4}, winbuf[4] = {0, 0, 0, 0};
  MPI_Win win;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_lock_all(0, win);
  if (rank == 1) {
    MPI_Put(buf, 4, MPI_INT, 0, 0, 4, MPI_INT, win);
    MPI_Win_flush(size - 1, win);
    buf[0] = 5; // expect: rma-local-race
  }
  MPI_Win_unlock_all(win);
  MPI_Barrier(MPI_COMM_WORLD);
  printf("%d: %d\n", rank, winbuf[0]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
