/* Seed 000 Fig. 4.1, Code 2 (CFG in Fig. 4.5(a), words P2 S3 and P2 S5): two single regions
 * of one parallel region, the first with nowait: both MPI_Reduce may be called at the same
 * time by two threads (category 2), so their order on MPI_COMM_WORLD may differ between
 * processes, even under MPI_THREAD_MULTIPLE. */
#include <mpi.h>
#include <omp.h>

static int a = 1, b = 2, ra, rb;

void f(void) {
#pragma omp parallel
  {
#pragma omp single nowait
    MPI_Reduce(&a, &ra, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
#pragma omp single
    MPI_Reduce(&b, &rb, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD); // expect: mpi-concurrent-collectives
  }
}

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  f();
  MPI_Finalize();
  return 0;
}
