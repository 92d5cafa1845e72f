/* A library file: no main, nothing in the analysed code calls its functions. With
 * --initial-context=parallel they are assumed to be called by every thread of a team, so the
 * collective outside any single region is called once per thread (category 1), while the one
 * in an orphaned single is called once per team. With the default (sequential) context this
 * file is silent: see lib_entry_sequential_ok.c. */
// parcoach-args: --initial-context=parallel
#include <mpi.h>
#include <omp.h>

void lib_sum(double *x) {
  MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-collective-multithreaded
}

void lib_share(int *cfg) {
#pragma omp single
  MPI_Bcast(cfg, 4, MPI_INT, 0, MPI_COMM_WORLD);
}
