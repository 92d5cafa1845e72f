/* Reductions: a worksharing loop with reduction inside a parallel region
 * (blocking __kmpc_reduce and an implicit barrier), the same with nowait
 * followed by an explicit barrier, and a combined `parallel for reduction`.
 * Correct. */
#include <omp.h>
#include <stdio.h>

#define N 100

int main(void) {
  long s1 = 0, s2 = 0, s3 = 0;
#pragma omp parallel
  {
#pragma omp for reduction(+ : s1)
    for (int i = 1; i <= N; i++)
      s1 += i;
#pragma omp for reduction(+ : s2) nowait
    for (int i = 1; i <= N; i++)
      s2 += 2 * i;
#pragma omp barrier
  }
#pragma omp parallel for reduction(+ : s3)
  for (int i = 1; i <= N; i++)
    s3 += 3 * i;
  printf("%ld %ld %ld\n", s1, s2, s3);
  return 0;
}
