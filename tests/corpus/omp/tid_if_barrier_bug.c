/* The simplest divergence: an explicit barrier under a condition on
 * omp_get_thread_num(). Only thread 0 reaches it.
 * Run time (2+ threads): thread 0 waits at the barrier, the others at the end
 * of the parallel region: deadlock. With one thread it completes. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int sum = 0;
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
      sum = 1;
#pragma omp barrier // expect: omp-barrier-divergence
    }
  }
  printf("sum = %d\n", sum);
  return 0;
}
