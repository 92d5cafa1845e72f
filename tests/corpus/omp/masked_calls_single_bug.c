/* Invalid nesting through a call: the body of a `masked` region calls init(),
 * which holds an orphaned `single`. A worksharing region may not be closely
 * nested inside a masked region (OpenMP 5.1). Reported at the single; the call
 * site is also a worksharing construct and a barrier (the single's implicit
 * barrier) that only thread 0 encounters.
 * Run time (2+ threads): thread 0 runs the single and waits at its implicit
 * barrier, the other threads wait at the end of the parallel region:
 * deadlock. */
#include <omp.h>
#include <stdio.h>

static int ready;

static void init(void) {
#pragma omp single // expect: omp-invalid-nesting
  ready = 1;
}

int main(void) {
#pragma omp parallel
  {
#pragma omp masked
    init(); // expect: omp-worksharing-divergence, omp-barrier-divergence
  }
  printf("ready = %d\n", ready);
  return 0;
}
