/* Pointers that are NULL on the paths the launch takes: argc is 1 when the program is
 * started without arguments, and then the send buffer, the receive buffer, the request
 * and the flag given to MPI are null pointers, and so is the communicator kept in a
 * `void *`. On the other paths they point to memory.
 * Bug: MPI reports an invalid buffer, request or flag pointer (or crashes writing it). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, v = 1, sum = 0, flag = 0;
  int *send = &v;
  int *recv = NULL;
  int *fl = &flag;
  MPI_Request req;
  MPI_Request *preq = &req;
  void *comm = (void *)(long)MPI_COMM_WORLD; /* mpich: handles are integers */

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc == 1) {
    send = NULL;
    preq = NULL;
    fl = NULL;
    comm = NULL;
  } else {
    recv = malloc(sizeof(int));
  }
  MPI_Allreduce(send, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  if (rank == 0) {
    MPI_Isend(&v, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, preq); // expect: mpi-invalid-argument
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    MPI_Irecv(recv, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &req); // expect: mpi-invalid-argument
    MPI_Test(&req, fl, MPI_STATUS_IGNORE); // expect: mpi-invalid-argument
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  }
  MPI_Barrier((MPI_Comm)(long)comm); // expect: mpi-invalid-argument
  printf("%d: %d\n", rank, sum);
  free(recv);
  MPI_Finalize();
  return 0;
}
