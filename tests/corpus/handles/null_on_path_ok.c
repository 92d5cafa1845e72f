/* The twin of null_on_path_bug.c without the bug: the pointers are NULL on some paths,
 * but never at the calls that read or write through them: a test before the call excludes
 * the null pointer, the pointer is reset before the call, or the count is 0 where the
 * buffer is NULL. Correct. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, v = 1, sum = 0, flag = 0, n = 1;
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
    n = 0;
    comm = NULL;
  } else {
    recv = malloc(sizeof(int));
  }
  if (send != NULL)
    MPI_Allreduce(send, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  else
    MPI_Allreduce(&v, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (preq == NULL)
    preq = &req;
  if (comm == NULL)
    comm = (void *)(long)MPI_COMM_WORLD;
  if (recv == NULL)
    recv = &v;
  if (rank == 0) {
    MPI_Isend(send, n, MPI_INT, 1, 0, MPI_COMM_WORLD, preq);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    MPI_Irecv(recv, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &req);
    if (fl)
      MPI_Test(&req, fl, MPI_STATUS_IGNORE);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  }
  MPI_Barrier((MPI_Comm)(long)comm);
  printf("%d: %d\n", rank, sum);
  if (recv != &v)
    free(recv);
  MPI_Finalize();
  return 0;
}
