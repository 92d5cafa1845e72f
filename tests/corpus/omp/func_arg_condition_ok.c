/* Barriers and a worksharing loop in a function whose control flow depends
 * only on its arguments, called from a parallel region with the same
 * arguments by every thread: every thread crosses the same number of barriers
 * and encounters the same loop. Correct; intra-procedurally the conditionals in
 * exchange() look like possible divergence. */
#include <omp.h>
#include <stdio.h>

#define N 12

static int buf[N];

static void exchange(int rounds, int with_loop) {
  for (int r = 0; r < rounds; r++) {
#pragma omp barrier
  }
  if (with_loop) {
#pragma omp for
    for (int i = 0; i < N; i++)
      buf[i] += i;
  }
}

int main(void) {
#pragma omp parallel
  {
    exchange(2, 1);
    exchange(1, 0);
  }
  printf("buf[N-1] = %d\n", buf[N - 1]);
  return 0;
}
