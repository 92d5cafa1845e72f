/* Seed 000 Table 2.3 and Fig. 2.11, p2p_multiple: the program asks for MPI_THREAD_MULTIPLE,
 * but the library of the thesis provided only MPI_THREAD_SERIALIZED (the table's "provided"
 * column), which --thread-level stands for here. Every thread calls MPI_Send, and thread 0
 * calls MPI_Recv while the others send: MPI_THREAD_MULTIPLE is required (Table 2.3: not
 * compliant). The receives also wait for tag 0 while every send uses tag 1000: it hangs.
 */
// parcoach-args: --thread-level=serialized
#include <mpi.h>
#include <omp.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
  int rank, provided, required, tag = 1000, buff_size = 1;
  MPI_Status status;
  int *buff_addr1 = malloc(sizeof(int) * buff_size);
  int *buff_addr2 = malloc(sizeof(int) * buff_size);
  required = MPI_THREAD_MULTIPLE;

  MPI_Init_thread(&argc, &argv, required, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);

#pragma omp parallel
  {
    if (rank == 0) {
      if (omp_get_thread_num() == 0) {
        MPI_Recv(buff_addr1, buff_size, MPI_INT, 1, 0, MPI_COMM_WORLD, &status); // expect: mpi-thread-level
      }
      MPI_Send(buff_addr2, buff_size, MPI_INT, 1, tag, MPI_COMM_WORLD); // expect: mpi-thread-level
    }
    if (rank == 1) {
      if (omp_get_thread_num() == 0) {
        MPI_Recv(buff_addr2, buff_size, MPI_INT, 0, 0, MPI_COMM_WORLD, &status); // expect: mpi-thread-level
      }
      MPI_Send(buff_addr1, buff_size, MPI_INT, 0, tag, MPI_COMM_WORLD); // expect: mpi-thread-level
    }
  }

  MPI_Finalize();
  return 0;
}
