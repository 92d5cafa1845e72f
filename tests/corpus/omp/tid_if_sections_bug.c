/* A `sections` construct (with its implicit barrier) that only the threads
 * with a non-zero id encounter.
 * Run time (2+ threads): thread 1 runs the sections and waits at their implicit
 * barrier, thread 0 waits at the end of the parallel region: deadlock. With one
 * thread the sections are skipped entirely (wrong result, no hang). */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int x = 0, y = 0;
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    if (me > 0) {
#pragma omp sections // expect: omp-worksharing-divergence, omp-barrier-divergence
      {
#pragma omp section
        x = 1;
#pragma omp section
        y = 2;
      }
    }
  }
  printf("x + y = %d\n", x + y);
  return 0;
}
