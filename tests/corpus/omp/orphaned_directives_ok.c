/* Orphaned directives: a function containing a worksharing loop, a single and
 * a barrier, called unconditionally by every thread of a parallel region
 * (twice), and also once from sequential code, where the constructs bind to
 * an implicit team of one thread. Correct. */
#include <omp.h>
#include <stdio.h>

#define N 16

static double v[N];
static double norm;

static void smooth(void) {
#pragma omp for
  for (int i = 0; i < N; i++)
    v[i] = v[i] * 0.5 + 1.0;
#pragma omp single
  norm = v[0];
#pragma omp barrier
}

int main(void) {
  smooth();
#pragma omp parallel
  {
    smooth();
    smooth();
  }
  printf("norm = %.3f\n", norm);
  return 0;
}
