/* A loop with a fixed trip count and a barrier at each step, but thread 1
 * leaves the loop early with `break`. Thread 1 crosses 2 barriers, the other
 * threads 4.
 * Run time (2+ threads): thread 1 waits at the end of the parallel region
 * while thread 0 waits at its third barrier: deadlock. With one thread the
 * break is never taken. */
#include <omp.h>
#include <stdio.h>

#define STEPS 4

int main(void) {
  double v[64] = {0};
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    for (int it = 0; it < STEPS; it++) {
      if (me == 1 && it == 2)
        break;
      v[me % 64] += 1.0;
#pragma omp barrier // expect: omp-barrier-divergence
    }
  }
  printf("v[0] = %.1f\n", v[0]);
  return 0;
}
