/* Seed 000 Fig. 4.1, Code 5: the whole parallel region, and the MPI_Allreduce in its single,
 * depend on a conditional on the rank (category 3): processes other than rank 0 do not call
 * the collective. */
#include <mpi.h>
#include <omp.h>

static double v;

void f(int rank) {
  if (rank == 0) {
#pragma omp parallel
    {
#pragma omp single
      MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: collective-mismatch
    }
  }
}

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  f(rank);
  MPI_Finalize();
  return 0;
}
