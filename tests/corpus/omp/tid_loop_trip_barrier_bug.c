/* A loop containing a barrier whose trip count is the thread id: thread k
 * crosses k barriers, so the threads do not cross the same number of barriers.
 * Run time (2+ threads): thread 0 goes straight to the end of the parallel
 * region while thread 1 waits at the barrier: deadlock. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int rounds[64] = {0};
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    for (int k = 0; k < me; k++) {
      rounds[me % 64]++;
#pragma omp barrier // expect: omp-barrier-divergence
    }
  }
  printf("rounds[0] = %d\n", rounds[0]);
  return 0;
}
