/* Seed 000 Fig. 4.1, Code 4: the thread executing the single region calls MPI_Allreduce only
 * on rank 0 (category 3): the other processes never enter the collective and rank 0 waits
 * forever. The single region itself is fine under MPI_THREAD_SERIALIZED. */
#include <mpi.h>
#include <omp.h>

static double v;

void f(int rank) {
#pragma omp parallel
  {
#pragma omp single
    {
      v = rank;
      if (rank == 0)
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
