/* A `for nowait` under a condition on the thread id. There is no barrier, so
 * nothing hangs, but the worksharing construct is not encountered by every
 * thread of the team: the iterations assigned to the odd threads are never
 * executed (non-conforming program, wrong result).
 * Run time: with 1 thread all 16 iterations run; with 2 threads the static
 * schedule gives iterations 8..15 to thread 1, which skips the loop, so only
 * 8 of 16 iterations run. */
#include <omp.h>
#include <stdio.h>

#define N 16

int main(void) {
  int a[N] = {0};
#pragma omp parallel
  {
    if (omp_get_thread_num() % 2 == 0) {
#pragma omp for schedule(static) nowait // expect: omp-worksharing-divergence
      for (int i = 0; i < N; i++)
        a[i] = 1;
    }
  }
  int done = 0;
  for (int i = 0; i < N; i++)
    done += a[i];
  printf("%d of %d iterations executed\n", done, N);
  return done == N ? 0 : 1;
}
