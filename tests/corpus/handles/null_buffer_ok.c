/* The twin of null_buffer_bug.c without the bug: null buffers that MPI does not read or
 * write. A count of 0; MPI_Reduce's and MPI_Gather's receive buffers on the processes that
 * are not the root; MPI_BOTTOM (a null pointer) with a datatype of absolute addresses.
 * Correct. */
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, v = 1, sum = 0, all[64];
  int *none = NULL;
  MPI_Datatype abs_type;
  MPI_Aint addr;
  int len = 1;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(none, 0, MPI_INT, 1, 0, MPI_COMM_WORLD);
    MPI_Reduce(&v, &sum, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Gather(&v, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD);
  } else {
    if (rank == 1)
      MPI_Recv(none, 0, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Reduce(&v, NULL, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Gather(&v, 1, MPI_INT, NULL, 1, MPI_INT, 0, MPI_COMM_WORLD);
  }
  MPI_Get_address(&v, &addr);
  MPI_Type_create_hindexed(1, &len, &addr, MPI_INT, &abs_type);
  MPI_Type_commit(&abs_type);
  MPI_Bcast(MPI_BOTTOM, 1, abs_type, 0, MPI_COMM_WORLD);
  MPI_Type_free(&abs_type);
  printf("%d: %d %d\n", rank, v, sum);
  MPI_Finalize();
  return 0;
}
