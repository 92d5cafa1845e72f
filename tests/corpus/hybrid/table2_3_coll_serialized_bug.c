/* Seed 000 Table 2.3 and Fig. 2.10, coll_serialized: MPI_THREAD_SERIALIZED is requested, but
 * the first single has nowait, so another thread may enter the second single and call
 * MPI_Reduce while the first one is still in its MPI_Reduce. Table 2.3: not compliant,
 * MPI_THREAD_MULTIPLE required (the thesis prints "MPI_Reduce 1.11 may be called
 * simultaneously with MPI_Reduce 1.6"). Both reductions use MPI_COMM_WORLD: their order may
 * also differ between processes (category 2), which mismatches them. */
#include <mpi.h>
#include <omp.h>

int main(int argc, char **argv)
{
  int rank, res = 0, temp = 0, provided, required;
  required = MPI_THREAD_SERIALIZED;

  MPI_Init_thread(&argc, &argv, required, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);

  temp = rank;

#pragma omp parallel
  {
#pragma omp single nowait
    {
      MPI_Reduce(&temp, &res, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD); // expect: mpi-thread-level, mpi-concurrent-collectives
    }
#pragma omp single
    {
      MPI_Reduce(&temp, &res, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD); // expect: mpi-thread-level, mpi-concurrent-collectives
    }
  }

  MPI_Finalize();
  return 0;
}
