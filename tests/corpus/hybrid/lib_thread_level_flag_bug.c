/* --thread-level gives the level a library is used with (here MPI_THREAD_FUNNELED), and
 * --initial-context=parallel says its entry points run inside a parallel region. The orphaned
 * single may run on any thread of the team: MPI_Send there needs MPI_THREAD_SERIALIZED. The
 * master region is fine. */
// parcoach-args: --initial-context=parallel --thread-level=funneled
#include <mpi.h>
#include <omp.h>

void lib_notify(int *v, int dest) {
#pragma omp single
  MPI_Send(v, 1, MPI_INT, dest, 0, MPI_COMM_WORLD); // expect: mpi-thread-level
}

void lib_notify_master(int *v, int dest) {
#pragma omp master
  MPI_Send(v, 1, MPI_INT, dest, 0, MPI_COMM_WORLD);
}
