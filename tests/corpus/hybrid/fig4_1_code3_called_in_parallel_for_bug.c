/* Seed 000 Fig. 4.1, Code 3, the case the text excludes: f called from a worksharing loop of a
 * parallel region. Every thread running iterations of the loop starts f's parallel region,
 * whose singles then run once per outer thread (word PPS): category 1, and
 * MPI_THREAD_SERIALIZED is not enough. */
#include <mpi.h>
#include <omp.h>

static int a = 1, b = 2, ra, rb;

void f(void) {
#pragma omp parallel
  {
#pragma omp single
    MPI_Reduce(&a, &ra, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD); // expect: mpi-thread-level, mpi-collective-multithreaded
#pragma omp single
    MPI_Reduce(&b, &rb, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD); // expect: mpi-thread-level, mpi-collective-multithreaded
  }
}

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
#pragma omp parallel for
  for (int i = 0; i < 4; i++)
    f();
  MPI_Finalize();
  return 0;
}
