/* Seed 000 Fig. 2.1, Example 4, with one communicator: the first single has nowait, so the two
 * MPI_Reduce may run at the same time on two threads. Even under MPI_THREAD_MULTIPLE the code
 * is incorrect: the order of the two collectives on MPI_COMM_WORLD depends on the thread
 * schedule of each process, and processes may match the first reduction of one with the
 * second of another. */
#include <mpi.h>
#include <omp.h>

static int x, y, rx, ry;

void f(void) {
#pragma omp parallel
  {
#pragma omp single nowait
    {
      MPI_Reduce(&x, &rx, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
    }
    x++;
#pragma omp single
    {
      MPI_Reduce(&y, &ry, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
    }
  }
}

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  f();
  MPI_Finalize();
  return 0;
}
