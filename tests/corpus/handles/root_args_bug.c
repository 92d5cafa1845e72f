/* Without --np: arguments only the root reads, at calls every process reaches on the same
 * path (in main, under no conditional that varies between processes), are the root's, and
 * a gathering collective's receive buffer on MPI_COMM_WORLD holds a block per process, at
 * least 2 on any launch of 2 processes or more.
 * Bug: the root's receive or send buffer is NULL (always, or when the program is started
 * without arguments), its send count is negative, and the variables are too small for the
 * blocks of 2 processes: MPI reports an invalid argument or writes past the variables. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, one = 1, pair[2] = {0, 0}, two[2], sum = 0;
  int *none = NULL;
  int *maybe = &sum;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1)
    maybe = NULL;
  MPI_Gather(&one, 1, MPI_INT, none, 1, MPI_INT, 0, MPI_COMM_WORLD);     // expect: mpi-invalid-argument
  MPI_Scatter(none, 1, MPI_INT, &one, 1, MPI_INT, 0, MPI_COMM_WORLD);    // expect: mpi-invalid-argument
  MPI_Reduce(&one, maybe, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);        // expect: mpi-invalid-argument
  MPI_Scatter(pair, -1, MPI_INT, &one, 1, MPI_INT, 0, MPI_COMM_WORLD);   // expect: mpi-invalid-argument
  MPI_Gather(&one, 1, MPI_INT, &sum, 1, MPI_INT, 0, MPI_COMM_WORLD);     // expect: mpi-invalid-argument
  MPI_Scatter(pair, 2, MPI_INT, two, 2, MPI_INT, 0, MPI_COMM_WORLD);     // expect: mpi-invalid-argument
  MPI_Allgather(pair, 2, MPI_INT, pair, 2, MPI_INT, MPI_COMM_WORLD);     // expect: mpi-invalid-argument
  printf("%d %d %d %d\n", rank, sum, pair[0], two[0]);
  MPI_Finalize();
  return 0;
}
