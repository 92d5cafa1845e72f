// Null handles and negative values passed to MPI on every path.
// Bug: each marked call aborts with an MPI error (invalid communicator, datatype, operation,
// count, tag, rank) or, with MPI_ERRORS_RETURN, does nothing the program expects.
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, size, buf[4] = {0}, sum = 0, one = 1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  MPI_Comm comm = MPI_COMM_NULL;
  MPI_Bcast(buf, 4, MPI_INT, 0, comm); // expect: mpi-invalid-argument

  MPI_Datatype type = MPI_DATATYPE_NULL;
  MPI_Allreduce(&one, &sum, 1, type, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-invalid-argument

  MPI_Op op = MPI_OP_NULL;
  MPI_Reduce(&one, &sum, 1, MPI_INT, op, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument

  int count = -4;
  MPI_Bcast(buf, count, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument

  int root = size; /* one past the last rank */
  MPI_Bcast(buf, 4, MPI_INT, root, MPI_COMM_WORLD); // expect: mpi-invalid-argument

  int tag = -5;
  if (rank == 0)
    MPI_Send(buf, 1, MPI_INT, 1, tag, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  else if (rank == 1)
    MPI_Recv(buf, 1, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);

  MPI_Comm world = MPI_COMM_WORLD;
  MPI_Comm_free(&world); // expect: mpi-invalid-argument

  printf("%d %d\n", rank, sum);
  MPI_Finalize();
  return 0;
}
