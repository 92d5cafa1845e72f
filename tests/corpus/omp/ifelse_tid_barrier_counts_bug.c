/* Both branches of a thread-id condition contain barriers, but not the same
 * number: thread 0 crosses two, the other threads one. At verbosity 0 the
 * first barrier of each branch synchronize together (same sequential order);
 * the second barrier of the `then` branch is the one the other threads never
 * reach.
 * Run time (2+ threads): after the first pair of barriers, thread 0 waits at
 * its second barrier and the others at the end of the parallel region:
 * deadlock. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int phase = 0;
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
#pragma omp barrier
      phase = 1;
#pragma omp barrier // expect: omp-barrier-divergence
    } else {
#pragma omp barrier
    }
  }
  printf("phase = %d\n", phase);
  return 0;
}
