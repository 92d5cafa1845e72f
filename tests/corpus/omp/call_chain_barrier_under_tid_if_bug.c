/* Inter-procedural, two levels deep: outer_step() calls inner_sync(), which
 * holds an orphaned barrier; both functions are correct on their own (one
 * unconditional barrier each, after replacement). main calls outer_step() only
 * on thread 0, so the divergence is at that call site (the callgraph is
 * processed callees first: n_barrier(inner_sync) = 1, then
 * n_barrier(outer_step) = 1).
 * Run time (2+ threads): thread 0 waits at the barrier, the other threads at
 * the end of the parallel region: deadlock. */
#include <omp.h>
#include <stdio.h>

static int stamp;

static void inner_sync(void) {
#pragma omp barrier
}

static void outer_step(int k) {
  stamp = k;
  inner_sync();
}

int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0)
      outer_step(3); // expect: omp-barrier-divergence
  }
  printf("stamp = %d\n", stamp);
  return 0;
}
