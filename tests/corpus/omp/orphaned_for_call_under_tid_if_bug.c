/* An orphaned worksharing loop in fill(), called only by the threads with a
 * non-zero id. fill() alone is correct; the inter-procedural analysis replaces
 * the call by one worksharing construct and one barrier (the loop's implicit
 * barrier), both conditional in main's parallel region, so the findings are
 * expected at the call site.
 * Run time (2+ threads): thread 1 waits at the loop's barrier inside fill(),
 * thread 0 at the end of the parallel region: deadlock. With one thread the
 * loop is never run (wrong result). */
#include <omp.h>
#include <stdio.h>

#define N 8

static int a[N];

static void fill(int value) {
#pragma omp for
  for (int i = 0; i < N; i++)
    a[i] = value;
}

int main(void) {
#pragma omp parallel
  {
    if (omp_get_thread_num() != 0)
      fill(7); // expect: omp-worksharing-divergence, omp-barrier-divergence
  }
  printf("a[0] = %d\n", a[0]);
  return 0;
}
