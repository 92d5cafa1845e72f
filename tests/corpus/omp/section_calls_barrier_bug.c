/* Invalid nesting through a call: one section of a `sections` construct calls
 * stage(), which holds an orphaned barrier. A barrier may not be closely
 * nested inside a worksharing region. Reported at the barrier; the call site
 * is also a barrier that only the thread running the first section reaches
 * (sections is a switch in the OMPCFG).
 * Run time (2 threads): the thread of section 1 waits at the barrier in
 * stage(), pairing with the other thread at the implicit barrier of the
 * sections; it then waits at the sections barrier while the other thread waits
 * at the end of the parallel region: deadlock. One thread runs both sections
 * and completes. */
#include <omp.h>
#include <stdio.h>

static int x, y;

static void stage(void) {
  x = 1;
#pragma omp barrier // expect: omp-invalid-nesting
}

int main(void) {
#pragma omp parallel
  {
#pragma omp sections
    {
#pragma omp section
      stage(); // expect: omp-barrier-divergence
#pragma omp section
      y = 2;
    }
  }
  printf("x + y = %d\n", x + y);
  return 0;
}
