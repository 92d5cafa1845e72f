/* Invalid nesting through a call: the body of a `master` calls publish(), which
 * holds an orphaned barrier. A barrier may not be closely nested inside a
 * master region. Reported at the barrier; the call site is also a barrier
 * that only thread 0 reaches (master is a conditional in the OMPCFG).
 * Run time (2+ threads): thread 0 waits at the barrier in publish(), the other
 * threads at the end of the parallel region: deadlock. */
#include <omp.h>
#include <stdio.h>

static int value;

static void publish(int v) {
  value = v;
#pragma omp barrier // expect: omp-invalid-nesting
}

int main(void) {
#pragma omp parallel
  {
#pragma omp master
    publish(5); // expect: omp-barrier-divergence
  }
  printf("value = %d\n", value);
  return 0;
}
