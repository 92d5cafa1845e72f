/* Every thread of a team of 2 broadcasts in a critical region a count that depends on its
 * thread number: thread 0 broadcasts 1 int, thread 1 two. Which thread enters first differs
 * between processes.
 * Bug: the first broadcast of one process may be of 1 int and of another of 2 ints. */
#include <mpi.h>
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma omp parallel num_threads(2)
  {
    int v[2] = {rank, rank};
    int n = omp_get_thread_num() + 1;
#pragma omp critical
    MPI_Bcast(v, n, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-collective-multithreaded
    printf("%d\n", v[0]);
  }
  MPI_Finalize();
  return 0;
}
