/* Null buffers with a positive count of a predefined datatype (MPI-CorrBench
 * ArgError-MPISend-Buffer, -MPIAllgather-SendBuffer, -MPIPut-buffer...).
 * Bug: MPI reads or writes count elements at address 0 (a crash, or an MPI error). */
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, all[64], v = 1, winbuf = 0;
  int *buf = NULL;
  MPI_Win win;

  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(buf, 1, MPI_INT, 1, 0, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  } else if (rank == 1) {
    MPI_Recv(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Allgather(NULL, 1, MPI_INT, all, 1, MPI_INT, MPI_COMM_WORLD); // expect: mpi-invalid-argument
  MPI_Win_create(&winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  if (rank == 1)
    MPI_Put(buf, 1, MPI_INT, 0, 0, 1, MPI_INT, win); // expect: mpi-invalid-argument
  MPI_Win_fence(0, win);
  MPI_Win_free(&win);
  printf("%d: %d\n", rank, v);
  MPI_Finalize();
  return 0;
}
