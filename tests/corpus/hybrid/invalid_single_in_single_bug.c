/* A helper with an orphaned single is called inside a single region: the inner single is
 * closely nested in the outer one, which OpenMP forbids (the compiler cannot see it through
 * the call). The parallelism word of the broadcast, PSS, is rejected by the automaton
 * (invalid state); the OpenMP check reports the nesting at the inner single, and at the call the
 * inner single's barrier, which only one thread of the team reaches: it deadlocks. */
#include <mpi.h>
#include <omp.h>

static int a;

static void share(void) {
#pragma omp single // expect: omp-invalid-nesting
  MPI_Bcast(&a, 1, MPI_INT, 0, MPI_COMM_WORLD); // expect: mpi-thread-level
}

int main(int argc, char **argv) {
  int provided;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
#pragma omp parallel
  {
#pragma omp single
    share(); // expect: omp-barrier-divergence, omp-worksharing-divergence
  }
  MPI_Finalize();
  return 0;
}
