/* Seed 002 Listing 1.2, corrected: the thread id only selects the data each
 * thread works on, and f() (one orphaned barrier) is called by every thread.
 * Inter-procedurally the call counts as one barrier on every path. Correct. */
#include <omp.h>
#include <stdio.h>

static int part[64];

static void f(void) {
#pragma omp barrier
}

int main(void) {
  int r;
#pragma omp parallel private(r)
  {
    r = omp_get_thread_num();
    if (r == 0)
      part[0] = 1;
    else
      part[r % 64] = 2;
    f();
  }
  printf("part[0] = %d\n", part[0]);
  return 0;
}
