/* Two `single nowait` constructs, each encountered by a different subset of
 * the team (thread 0 encounters the first, the others the second). No barrier
 * is involved, so nothing hangs; but the runtime matches single constructs by
 * their encounter count, not by their source position: with 2 threads the two
 * constructs are taken as the same single region, so only one of the two
 * bodies runs.
 * Run time: 1 thread runs body A only (B is never encountered); 2 threads run
 * exactly one of A and B; the program prints "1 of 2 bodies executed" and
 * exits 1. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int a = 0, b = 0;
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
#pragma omp single nowait // expect: omp-worksharing-divergence
      a = 1;
    } else {
#pragma omp single nowait // expect: omp-worksharing-divergence
      b = 1;
    }
  }
  printf("%d of 2 bodies executed\n", a + b);
  return a + b == 2 ? 0 : 1;
}
