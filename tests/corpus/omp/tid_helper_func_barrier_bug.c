/* Thread-id dependence that goes through a helper function: is_worker()
 * returns whether the calling thread is not thread 0, and the barrier is
 * guarded by its result. Thread 0 skips the barrier.
 * Run time (2+ threads): the worker threads wait at the barrier, thread 0 at
 * the end of the parallel region: deadlock. */
#include <omp.h>
#include <stdio.h>

static int is_worker(void) { return omp_get_thread_num() != 0; }

int main(void) {
  int done = 0;
#pragma omp parallel
  {
    if (is_worker()) {
#pragma omp barrier // expect: omp-barrier-divergence
    }
#pragma omp atomic
    done++;
  }
  printf("done = %d\n", done > 0);
  return 0;
}
