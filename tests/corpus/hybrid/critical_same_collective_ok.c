/* Every thread of a team of a fixed size calls MPI_Barrier and MPI_Bcast inside one critical
 * region: a process makes 4 barriers and 4 broadcasts, one entry at a time, and every entry
 * makes the same sequence (barrier, then a broadcast of the same size from the same root), so
 * the k-th calls of all processes match whichever thread makes them (MPI-CorrBench
 * two_collectives, two_collectives_7). The thesis forbids every collective in a
 * multithreaded region; the order cannot differ here.
 * Correct: each process calls Barrier, Bcast four times in that order. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int provided, rank, seen = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel num_threads(4) reduction(+ : seen)
  {
    int v = rank;
#pragma omp critical
    {
      MPI_Barrier(MPI_COMM_WORLD);
      MPI_Bcast(&v, 1, MPI_INT, 0, MPI_COMM_WORLD);
    }
    seen += v;
  }
  if (rank == 0)
    printf("%d\n", seen);
  MPI_Finalize();
  return 0;
}
