/* Twin of path_args_bug.c: the variables hold one of a few constants, all valid — or the
 * invalid one is excluded by a test before the call, or the call runs only where the valid
 * one was assigned. */
#include <mpi.h>
#include <stdio.h>

#define N 100

int main(int argc, char **argv) {
  int rank, buffer[2 * N] = {0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);

  int count = N;
  if (argc == 1)
    count = 2 * N; /* fits: the buffer holds 2N ints */
  int tag = 7;
  if (argc == 1)
    tag = -1;
  if (tag < 0)
    tag = 0; /* the negative tag never reaches the send */
  int root = 0;
  if (argc > 3)
    root = -4;
  MPI_Comm comm = MPI_COMM_WORLD;
  if (argc > 4)
    comm = MPI_COMM_NULL;

  if (rank == 0) {
    MPI_Send(buffer, count, MPI_INT, 1, 0, MPI_COMM_WORLD);
    MPI_Send(buffer, N, MPI_INT, 1, tag, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Recv(buffer, 2 * N, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(buffer, N, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  if (root >= 0)
    MPI_Bcast(buffer, 1, MPI_INT, root, MPI_COMM_WORLD);
  if (comm != MPI_COMM_NULL)
    MPI_Barrier(comm);
  for (int step = 0; step < 4; step++) /* a loop counter: a few constants, all valid */
    MPI_Bcast(buffer, 1, MPI_INT, step % 2, MPI_COMM_WORLD);
  printf("%d %d\n", rank, buffer[0]);
  MPI_Finalize();
  return 0;
}
