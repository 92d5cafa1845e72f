/* Inter-procedural, in a loop: sync_step() holds one orphaned barrier, and it
 * is called in a loop whose trip count is the thread id + 1, so thread k
 * crosses k+1 barriers. The finding is expected at the call site.
 * Run time (2+ threads): thread 0 leaves the loop after one barrier and waits
 * at the end of the parallel region, thread 1 waits at its second barrier:
 * deadlock. */
#include <omp.h>
#include <stdio.h>

static int steps[64];

static void sync_step(int me) {
  steps[me % 64]++;
#pragma omp barrier
}

int main(void) {
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    for (int k = 0; k <= me; k++)
      sync_step(me); // expect: omp-barrier-divergence
  }
  printf("steps[0] = %d\n", steps[0]);
  return 0;
}
