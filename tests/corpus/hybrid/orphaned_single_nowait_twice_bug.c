/* The helper's single has nowait, and the parallel region calls the helper twice: a thread
 * that skipped the first instance of the single may run the second one while another thread
 * is still in the first MPI_Bcast. The two broadcasts (one line, two instances) may be called
 * at the same time: their order differs between processes, and MPI_THREAD_SERIALIZED is not
 * enough. */
#include <mpi.h>
#include <omp.h>

static int a, b;

static void share(int *v) {
#pragma omp single nowait
  MPI_Bcast(v, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-thread-level, mpi-concurrent-collectives
}

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
#pragma omp parallel
  {
    share(&a);
    share(&b);
  }
  MPI_Finalize();
  return 0;
}
