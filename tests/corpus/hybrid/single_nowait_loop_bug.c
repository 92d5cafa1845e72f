/* A single nowait in a loop with no barrier: a thread that skipped iteration i's single may
 * run iteration i+1's while another thread is still in iteration i's MPI_Allreduce. The
 * collective may overlap its own next instance. */
#include <mpi.h>
#include <omp.h>

static double r[4];

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
#pragma omp parallel
  {
    for (int i = 0; i < 4; i++) {
#pragma omp single nowait
      MPI_Allreduce(MPI_IN_PLACE, &r[i], 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
    }
  }
  MPI_Finalize();
  return 0;
}
