/* Invalid nesting through a call: the body of a `single` calls fill(), which
 * holds an orphaned worksharing loop. A worksharing region may not be closely
 * nested inside a single region; clang rejects it when written directly, but
 * cannot see it through the call. Reported at the inner loop.
 * Because only the single's thread calls fill(), the call site also acts as a
 * worksharing construct and a barrier that the rest of the team never
 * encounters (inter-procedural replacement of the call).
 * Run time (2+ threads): the single's thread runs its half of the loop and
 * waits at the loop's barrier, where it pairs with the other thread waiting at
 * the single's barrier; it then waits at the single's barrier while the other
 * thread waits at the end of the parallel region: deadlock, and half of the
 * iterations are never run. */
#include <omp.h>
#include <stdio.h>

#define N 8

static int a[N];

static void fill(void) {
#pragma omp for // expect: omp-invalid-nesting
  for (int i = 0; i < N; i++)
    a[i] = 1;
}

int main(void) {
#pragma omp parallel
  {
#pragma omp single
    {
      fill(); // expect: omp-worksharing-divergence, omp-barrier-divergence
    }
  }
  int s = 0;
  for (int i = 0; i < N; i++)
    s += a[i];
  printf("%d of %d iterations\n", s, N);
  return 0;
}
