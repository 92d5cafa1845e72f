/* Seed 000 Table 2.3 and Fig. 2.10, coll_single: the program asks for MPI_THREAD_SINGLE,
 * then every thread of a parallel region calls MPI_Barrier. Table 2.3: not compliant.
 * parcoach: the call needs MPI_THREAD_MULTIPLE (the table prints FUNNELED, but under
 * FUNNELED only the main thread may call MPI), and whatever the level each process calls
 * the barrier once per thread (category 1): processes whose teams differ in size deadlock,
 * and concurrent collectives on one communicator are erroneous. */
#include <mpi.h>
#include <omp.h>

int main(int argc, char **argv)
{
  int provided, required;
  required = MPI_THREAD_SINGLE;

  MPI_Init_thread(&argc, &argv,
                  required, &provided);

#pragma omp parallel
  {
    MPI_Barrier(MPI_COMM_WORLD); // expect: mpi-thread-level, mpi-collective-multithreaded
  }

  MPI_Finalize();
  return 0;
}
