/* Rank 0 locks every process in turn, then unlocks them in reverse order (MPI-CorrBench
 * lock_nested). The unlock loop starts at nprocs - 1 >= 0 (MPI_Comm_size is at least 1), so
 * it runs at least once: no path leaves a lock open. Correct. */
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
      MPI_Win_lock(MPI_LOCK_SHARED, dst, 0, win);
    for (dst = nprocs - 1; dst >= 0; dst--)
      MPI_Win_unlock(dst, win);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Win_free(&win);
  printf("%d done\n", rank);
  MPI_Finalize();
  return 0;
}
