/* A master region has no barrier at its end: while the master thread is in MPI_Bcast, another
 * thread may already run the single and its MPI_Allreduce. The two collectives on
 * MPI_COMM_WORLD may run at the same time (category 2). */
#include <mpi.h>
#include <omp.h>

static int a, b;

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
#pragma omp parallel
  {
#pragma omp master
    MPI_Bcast(&a, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
#pragma omp single
    MPI_Allreduce(MPI_IN_PLACE, &b, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
  }
  MPI_Finalize();
  return 0;
}
