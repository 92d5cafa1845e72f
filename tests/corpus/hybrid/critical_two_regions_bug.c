/* Every thread of a team calls two critical regions of the same lock, one broadcasting 4 ints,
 * the other 2 doubles (MPI-CorrBench two_collectives_9): the entries of one process may come
 * in the order int, double, int, double and of another int, int, double, double — whichever
 * thread reaches the lock first decides.
 * Bug: the k-th broadcasts of two processes may be of different sizes (error or deadlock). */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel num_threads(2)
  {
    int a[4] = {rank, 0, 0, 0};
    double d[2] = {rank, 0};
#pragma omp critical
    MPI_Bcast(a, 4, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-collective-multithreaded
#pragma omp critical
    MPI_Bcast(d, 2, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: mpi-collective-multithreaded
    printf("%d %g\n", a[0], d[0]);
  }
  MPI_Finalize();
  return 0;
}
