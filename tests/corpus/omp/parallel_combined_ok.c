/* Combined constructs: `parallel for` and `parallel sections`. clang emits no
 * barrier call for them (the end of the parallel region is the barrier), and
 * every thread of the team encounters the worksharing part. Correct. */
#include <omp.h>
#include <stdio.h>

#define N 32

int main(void) {
  int a[N];
  int x = 0, y = 0;
#pragma omp parallel for schedule(static)
  for (int i = 0; i < N; i++)
    a[i] = 2 * i;
#pragma omp parallel sections
  {
#pragma omp section
    x = a[1];
#pragma omp section
    y = a[N - 1];
  }
  printf("x = %d, y = %d\n", x, y);
  return 0;
}
