/* Seed 000 Table 2.3 and Fig. 2.10, coll_single: the program asks for MPI_THREAD_SINGLE, then
 * calls MPI_Barrier from the master thread of a parallel region. Table 2.3: not compliant,
 * MPI_THREAD_FUNNELED required (only the main thread calls MPI, but while other threads
 * exist). The figure is an image in the thesis text; the program is rebuilt from the table:
 * coll_funneled moves the call into a single (SERIALIZED), coll_serialized into concurrent
 * singles (MULTIPLE), so coll_single is the master version. At run time an MPI library
 * initialised at SINGLE may not support calls while other threads run. */
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
#pragma omp master
    {
      MPI_Barrier(MPI_COMM_WORLD); // expect: mpi-thread-level
    }
  }

  MPI_Finalize();
  return 0;
}
