/* Twin of fence_assert_bug.c: MPI_MODE_NOPRECEDE only on fences that complete no one-sided
 * call of the process — the first fence, and a fence right after another one — and
 * MPI_MODE_NOSUCCEED on the last; MPI_MODE_NOSTORE on a fence with no store into the window
 * memory since the previous fence (the MPI_Get writes the local buffer, not the window). */
#include <mpi.h>
#include <stdio.h>

#define N 8

int main(int argc, char **argv) {
  int rank, size, win_mem[N] = {0}, local[N] = {0};
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Win_create(win_mem, sizeof win_mem, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(MPI_MODE_NOPRECEDE, win);
  MPI_Put(local, N, MPI_INT, (rank + 1) % size, 0, N, MPI_INT, win);
  MPI_Win_fence(0, win);
  int assertion = 0;
  if (argc == 1)
    assertion = MPI_MODE_NOPRECEDE;
  MPI_Win_fence(assertion, win); /* nothing issued since the previous fence */
  MPI_Get(local, N, MPI_INT, (rank + 1) % size, 0, N, MPI_INT, win);
  win_mem[1] = rank;
  MPI_Win_fence(0, win);
  MPI_Win_fence(MPI_MODE_NOSTORE, win);
  MPI_Win_fence(MPI_MODE_NOSUCCEED, win);
  printf("%d %d\n", rank, local[0] + win_mem[0]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
