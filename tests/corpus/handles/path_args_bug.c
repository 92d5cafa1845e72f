/* Arguments invalid on some paths only (MPI-CorrBench's conflo codes): a variable holds one
 * of a few constants, chosen by a condition the analysis cannot decide (argc here), and one
 * of them is invalid. The job fails, or MPI reads past the buffer, on the paths that assign
 * it — in the first three, the usual launch without arguments. */
#include <mpi.h>
#include <stdio.h>

#define N 100

int main(int argc, char **argv) {
  int rank, buffer[N] = {0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);

  int count = N;
  if (argc == 1)
    count = 5 * N;
  int tag = 7;
  if (argc == 1)
    tag = -1;
  int root = 0;
  if (argc > 3)
    root = -4;
  MPI_Comm comm = MPI_COMM_WORLD;
  if (argc > 4)
    comm = MPI_COMM_NULL;

  if (rank == 0) {
    MPI_Send(buffer, count, MPI_INT, 1, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
    MPI_Send(buffer, N, MPI_INT, 1, tag, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  } else if (rank == 1) {
    MPI_Recv(buffer, N, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(buffer, N, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Bcast(buffer, 1, MPI_INT, root, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  MPI_Barrier(comm); // expect: mpi-invalid-argument
  printf("%d %d\n", rank, buffer[0]);
  MPI_Finalize();
  return 0;
}
