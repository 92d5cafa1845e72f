/* Every thread calls MPI_Barrier in a critical region, and one thread also calls MPI_Barrier in
 * a `single nowait` on the same communicator: the single's barrier may come between two
 * entries of the critical region on one process and before all of them on another.
 * Bug: with 2 threads the processes still make 3 barriers each, but a critical barrier
 * overlaps the single's one: two collectives on one communicator at the same time. */
#include <mpi.h>
#include <omp.h>

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
#pragma omp parallel num_threads(2)
  {
#pragma omp single nowait
    MPI_Barrier(MPI_COMM_WORLD);
#pragma omp critical
    MPI_Barrier(MPI_COMM_WORLD); // expect: mpi-collective-multithreaded
  }
  MPI_Finalize();
  return 0;
}
