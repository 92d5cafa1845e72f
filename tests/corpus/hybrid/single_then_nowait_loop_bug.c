/* An iterative loop with two singles: the first ends with its barrier, the second has nowait.
 * A thread that skips the second single of iteration i goes on to the first single of
 * iteration i+1 while another thread is still in the second one's MPI_Bcast: the two
 * collectives run between the same barriers, in consecutive iterations. */
#include <mpi.h>
#include <omp.h>

static double r, s;

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
#pragma omp parallel
  {
    for (int it = 0; it < 10; it++) {
#pragma omp single
      MPI_Allreduce(MPI_IN_PLACE, &r, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
#pragma omp single nowait
      MPI_Bcast(&s, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
    }
  }
  MPI_Finalize();
  return 0;
}
