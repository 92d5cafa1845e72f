// The same calls as null_handles_bug.c with valid arguments, and the patterns that make a
// null handle or a special rank correct: a test against MPI_COMM_NULL, MPI_PROC_NULL,
// MPI_ANY_SOURCE and MPI_ANY_TAG, MPI_IN_PLACE with MPI_DATATYPE_NULL, a split communicator
// freed only where it exists.
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, size, buf[4] = {0}, sum = 0, one = 1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  MPI_Comm comm;
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2 ? MPI_UNDEFINED : 0, rank, &comm);
  if (comm != MPI_COMM_NULL) {
    MPI_Bcast(buf, 4, MPI_INT, 0, comm);
    MPI_Comm_free(&comm);
  }

  MPI_Datatype type = MPI_INT;
  MPI_Allreduce(&one, &sum, 1, type, MPI_SUM, MPI_COMM_WORLD);
  sum = one;
  MPI_Allreduce(MPI_IN_PLACE, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  MPI_Allgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, buf, 1, MPI_INT, MPI_COMM_SELF);

  MPI_Op op = MPI_SUM;
  MPI_Reduce(&one, &sum, 1, MPI_INT, op, 0, MPI_COMM_WORLD);

  int count = 4;
  MPI_Bcast(buf, count, MPI_INT, 0, MPI_COMM_WORLD);

  int root = size - 1;
  MPI_Bcast(buf, 4, MPI_INT, root, MPI_COMM_WORLD);

  int right = rank + 1 < size ? rank + 1 : MPI_PROC_NULL;
  int left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  MPI_Sendrecv(&one, 1, MPI_INT, right, 7, &sum, 1, MPI_INT, left, MPI_ANY_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  if (rank == 0) {
    for (int i = 1; i < size; i++)
      MPI_Recv(buf, 1, MPI_INT, MPI_ANY_SOURCE, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else {
    MPI_Send(buf, 1, MPI_INT, 0, 3, MPI_COMM_WORLD);
  }

  printf("%d %d\n", rank, sum);
  MPI_Finalize();
  return 0;
}
