/* A process's own block: in MPI_Allgather and MPI_Alltoall every process sends a block to
 * itself, in MPI_Gather and MPI_Scatter the root does (here every process runs the calls on
 * the same path, the root too). The send and the receive of that block must have the same
 * type signature.
 * Bug: the counts or datatypes of the two sides differ: MPI truncates the message
 * (MPI_ERR_TRUNCATE) or reads an integer as a floating-point number. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, one[4] = {0}, all[64] = {0}, big[64], n = 1;
  float f[64];

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1)
    n = 2;
  MPI_Scatter(all, 2, MPI_INT, one, 1, MPI_INT, 0, MPI_COMM_WORLD);   // expect: collective-argument-mismatch
  MPI_Gather(one, 1, MPI_INT, all, 3, MPI_INT, 0, MPI_COMM_WORLD);    // expect: collective-argument-mismatch
  MPI_Allgather(one, 1, MPI_INT, f, 1, MPI_FLOAT, MPI_COMM_WORLD);    // expect: collective-argument-mismatch
  MPI_Alltoall(all, 2, MPI_INT, big, 1, MPI_INT, MPI_COMM_WORLD);     // expect: collective-argument-mismatch
  MPI_Allgather(one, 1, MPI_INT, all, n, MPI_INT, MPI_COMM_WORLD);    // expect: collective-argument-mismatch
  printf("%d %d %f %d\n", rank, all[0], f[0], big[0]);
  MPI_Finalize();
  return 0;
}
