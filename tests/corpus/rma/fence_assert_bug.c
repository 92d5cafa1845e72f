/* Fence assertions against the operations a process has in progress (MPI-4.0 §12.5.5).
 * Bug: MPI_MODE_NOPRECEDE says the fence completes no one-sided call of this process, but the
 * MPI_Put issued since the previous fence is pending there (an implementation may take the
 * assertion at its word and not complete it); and a second one chosen by argc.
 * MPI_MODE_NOSTORE says the process stored nothing into its window memory since the last
 * synchronisation, but it did (the fence may then skip making the stores visible). */
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
  MPI_Win_fence(MPI_MODE_NOPRECEDE, win); // expect: rma-fence-assert
  int assertion = 0;
  if (argc == 1)
    assertion = MPI_MODE_NOPRECEDE;
  MPI_Get(local, N, MPI_INT, (rank + 1) % size, 0, N, MPI_INT, win);
  MPI_Win_fence(assertion, win); // expect: rma-fence-assert
  win_mem[1] = rank;
  MPI_Win_fence(MPI_MODE_NOSTORE, win); // expect: rma-fence-assert
  MPI_Win_fence(MPI_MODE_NOSUCCEED, win);
  printf("%d %d\n", rank, local[0] + win_mem[0]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
