/* The twin of lock_loop_runs_once_ok.c with the bug: the unlock loop stops before
 * process 0 and, with one process, never runs.
 * Bug: the lock of process 0 stays open at MPI_Win_free. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank = 0, nprocs = 0, dst = 0, buf[4] = {0, 0, 0, 0};
  MPI_Win win;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  if (rank == 0) {
    for (dst = 0; dst < nprocs; dst++)
      MPI_Win_lock(MPI_LOCK_SHARED, dst, 0, win); // expect: rma-open-epoch
    for (dst = nprocs - 1; dst > 0; dst--)
      MPI_Win_unlock(dst, win);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Win_free(&win);
  printf("%d done\n", rank);
  MPI_Finalize();
  return 0;
}
