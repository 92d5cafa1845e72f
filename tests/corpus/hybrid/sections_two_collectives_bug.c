/* Two sections of one sections construct run on different threads at the same time: the
 * broadcast and the barrier on MPI_COMM_WORLD may be entered in either order. */
#include <mpi.h>
#include <omp.h>

static int a;

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
#pragma omp parallel
  {
#pragma omp sections
    {
#pragma omp section
      MPI_Bcast(&a, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
#pragma omp section
      MPI_Barrier(MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
    }
  }
  MPI_Finalize();
  return 0;
}
