/* Seed 000 Table 2.3 and Fig. 2.10, coll_funneled: MPI_THREAD_FUNNELED is requested, but
 * MPI_Barrier is in a single region, which any thread of the team may execute, not only the
 * main thread. Table 2.3: not compliant, MPI_THREAD_SERIALIZED required. At run time the
 * library may be entered by a thread it does not expect (undefined behaviour). */
#include <mpi.h>
#include <omp.h>

int main(int argc, char **argv)
{
  int provided, required;
  required = MPI_THREAD_FUNNELED;

  MPI_Init_thread(&argc, &argv,
                  required, &provided);

#pragma omp parallel
  {
#pragma omp single
    {
      MPI_Barrier(MPI_COMM_WORLD); // expect: mpi-thread-level
    }
  }

  MPI_Finalize();
  return 0;
}
