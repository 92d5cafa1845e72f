/* Seed 000 (PARCOACH thesis), Fig. 3.10 (c), read literally: the explicit
 * barrier is inside the body of the worksharing loop, so it is control
 * dependent on the loop construct (PDF+ = the `for` node) and the thesis
 * reports it. Written directly, clang rejects a barrier closely nested in a
 * `for`; here it is reached through relax(). Findings: the nesting at the
 * barrier, and at the call site a barrier that each thread reaches once per
 * iteration it is given, i.e. a thread-dependent number of times.
 * Run time: 3 iterations, 2 threads: thread 0 gets 2, thread 1 gets 1; after
 * one pair of barriers thread 0 waits at its second one while thread 1 waits
 * at the loop's implicit barrier; these pair up, then thread 0 waits at the
 * loop's barrier and thread 1 at the end of the region: deadlock. One thread
 * completes. */
#include <omp.h>
#include <stdio.h>

#define N 3

static double v[N];

static void relax(int i) {
  v[i] = i * 0.5;
#pragma omp barrier // expect: omp-invalid-nesting
}

int main(void) {
#pragma omp parallel
  {
#pragma omp for schedule(static)
    for (int i = 0; i < N; i++)
      relax(i); // expect: omp-barrier-divergence
  }
  printf("v[N-1] = %.1f\n", v[N - 1]);
  return 0;
}
