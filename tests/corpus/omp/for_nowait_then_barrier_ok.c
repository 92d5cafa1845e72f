/* Two independent `for nowait` loops followed by one explicit barrier, then a
 * loop that reads both results: every thread encounters each construct and the
 * barrier. The nowait variants are correct when all threads encounter them. */
#include <omp.h>
#include <stdio.h>

#define N 24

int main(void) {
  int a[N], b[N], c[N];
#pragma omp parallel
  {
#pragma omp for nowait
    for (int i = 0; i < N; i++)
      a[i] = i;
#pragma omp for nowait
    for (int i = 0; i < N; i++)
      b[i] = N - i;
#pragma omp barrier
#pragma omp for
    for (int i = 0; i < N; i++)
      c[i] = a[i] + b[i];
  }
  printf("c[0] = %d, c[N-1] = %d\n", c[0], c[N - 1]);
  return 0;
}
