/* Worksharing loops with a static schedule inside a parallel region: the
 * default schedule, static with a chunk, and a collapse(2) nest. Every thread
 * encounters each loop and its implicit barrier. */
#include <omp.h>
#include <stdio.h>

#define N 20

int main(void) {
  int a[N], b[N], m[4][5];
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < N; i++)
      a[i] = i;
#pragma omp for schedule(static, 3)
    for (int i = 0; i < N; i++)
      b[i] = a[N - 1 - i];
#pragma omp for collapse(2) schedule(static)
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 5; j++)
        m[i][j] = b[i * 5 + j];
  }
  printf("m[0][0] = %d, m[3][4] = %d\n", m[0][0], m[3][4]);
  return 0;
}
