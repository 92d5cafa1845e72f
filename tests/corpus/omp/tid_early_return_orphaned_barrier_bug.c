/* An orphaned barrier in a function called by every thread of the team, but
 * thread 1 returns from the function before reaching it. The divergence is
 * inside phase() itself (its minimal number of barriers is 0, so the call site
 * in main adds nothing).
 * Run time (2+ threads): thread 0 waits at the barrier in phase(), thread 1 at
 * the end of the parallel region: deadlock. */
#include <omp.h>
#include <stdio.h>

static int slots[64];

static void phase(int me) {
  if (me == 1)
    return;
  slots[me % 64] = me + 1;
#pragma omp barrier // expect: omp-barrier-divergence
}

int main(void) {
#pragma omp parallel
  phase(omp_get_thread_num());
  printf("slots[0] = %d\n", slots[0]);
  return 0;
}
