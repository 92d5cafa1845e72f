/* Seed 000 Fig. 2.1, Example 4, two communicators, MPI_THREAD_SERIALIZED requested: the order
 * of the reductions does not matter (different communicators), but two threads may be inside
 * MPI at the same time, which MPI_THREAD_SERIALIZED forbids: MPI_THREAD_MULTIPLE is needed. */
#include <mpi.h>
#include <omp.h>

static int x = 1, y = 2, rx, ry;

void f(void) {
  MPI_Comm ca, cb;
  MPI_Comm_dup(MPI_COMM_WORLD, &ca);
  MPI_Comm_dup(MPI_COMM_WORLD, &cb);
#pragma omp parallel
  {
#pragma omp single nowait
    {
      MPI_Reduce(&x, &rx, 1, MPI_INT, MPI_SUM, 0, ca); // expect: mpi-thread-level
    }
#pragma omp single
    {
      MPI_Reduce(&y, &ry, 1, MPI_INT, MPI_SUM, 0, cb); // expect: mpi-thread-level
    }
  }
  MPI_Comm_free(&ca);
  MPI_Comm_free(&cb);
}

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  f();
  MPI_Finalize();
  return 0;
}
