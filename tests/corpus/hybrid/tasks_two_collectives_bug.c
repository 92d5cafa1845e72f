/* Two tasks created by the thread of a single region, with no taskwait between them: any two
 * threads of the team may run them at the same time, so the two collectives may be entered in
 * either order. */
#include <mpi.h>
#include <omp.h>

static int a;

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
#pragma omp parallel
  {
#pragma omp single
    {
#pragma omp task
      MPI_Bcast(&a, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
#pragma omp task
      MPI_Barrier(MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
    }
  }
  MPI_Finalize();
  return 0;
}
