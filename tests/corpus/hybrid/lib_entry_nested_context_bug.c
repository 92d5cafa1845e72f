/* A library function with an orphaned single, assumed (--initial-context=nested) to be called
 * from a parallel region nested in another one: its single runs once per inner team (word
 * PPS), so the collective is called several times per process (category 1). With
 * --thread-level=serialized, the level is not enough either. */
// parcoach-args: --initial-context=nested --thread-level=serialized
#include <mpi.h>
#include <omp.h>

void lib_share(int *cfg) {
#pragma omp single
  MPI_Bcast(cfg, 4, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-collective-multithreaded, mpi-thread-level
}
