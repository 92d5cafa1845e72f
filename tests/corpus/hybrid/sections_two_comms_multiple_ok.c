/* Two sections, each with its own communicator: they may run at the same time, which
 * MPI_THREAD_MULTIPLE allows, and the order of collectives on each communicator is fixed.
 * (Run with 2 threads: each section's collective involves every process.) */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int provided, rank, a, b;
  MPI_Comm c1, c2;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_dup(MPI_COMM_WORLD, &c1);
  MPI_Comm_dup(MPI_COMM_WORLD, &c2);
  a = b = rank;
#pragma omp parallel sections
  {
#pragma omp section
    MPI_Allreduce(MPI_IN_PLACE, &a, 1, MPI_INT, MPI_SUM, c1);
#pragma omp section
    MPI_Allreduce(MPI_IN_PLACE, &b, 1, MPI_INT, MPI_MAX, c2);
  }
  printf("%d: %d %d\n", rank, a, b);
  MPI_Comm_free(&c1);
  MPI_Comm_free(&c2);
  MPI_Finalize();
  return 0;
}
