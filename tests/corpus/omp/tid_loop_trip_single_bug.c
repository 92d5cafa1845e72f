/* A `single` inside a loop whose trip count depends on the thread id: thread
 * k encounters k+1 single constructs, so the threads do not encounter the same
 * sequence of worksharing regions nor cross the same number of barriers.
 * Run time (2+ threads): thread 0 leaves the loop after one single and waits at
 * the end of the parallel region, thread 1 waits at the implicit barrier of its
 * second single: deadlock. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int total = 0;
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    for (int k = 0; k <= me; k++) {
#pragma omp single // expect: omp-worksharing-divergence, omp-barrier-divergence
      total++;
    }
  }
  printf("total = %d\n", total);
  return 0;
}
