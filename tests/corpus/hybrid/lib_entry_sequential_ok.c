/* A library file: no main, nothing in the analysed code calls its functions. By default
 * (--initial-context=sequential) they are assumed to be called outside parallel regions, where
 * both collectives are called once per process. lib_entry_parallel_context_bug.c checks the
 * same functions as if called from a parallel region. */
#include <mpi.h>
#include <omp.h>

void lib_sum(double *x) {
  MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
}

void lib_share(int *cfg) {
#pragma omp single
  MPI_Bcast(cfg, 4, MPI_INT, 0, MPI_COMM_WORLD);
}
