/* Every thread calls MPI_Barrier in a critical region, but the team has no num_threads clause:
 * its size comes from OMP_NUM_THREADS (or the dynamic adjustment of teams) on each process,
 * and so does the number of barriers a process makes.
 * Bug: a process whose team is smaller makes fewer barriers (deadlock). */
#include <mpi.h>
#include <omp.h>

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
#pragma omp parallel
  {
#pragma omp critical
    MPI_Barrier(MPI_COMM_WORLD); // expect: mpi-collective-multithreaded
  }
  MPI_Finalize();
  return 0;
}
