/* A worksharing loop with fewer iterations than threads (and one with a trip
 * count of zero): some threads get no iteration, but they still encounter the
 * construct and its implicit barrier. In the IR the loop body is guarded by a
 * bound check, yet the barrier is on every path: no divergence. */
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  int a[2] = {0, 0};
  int n0 = argc - 1; /* 0 when run without arguments */
  int hits = 0;
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < 2; i++)
      a[i] = i + 1;
#pragma omp for reduction(+ : hits)
    for (int i = 0; i < n0; i++)
      hits++;
  }
  printf("a = %d %d, hits = %d\n", a[0], a[1], hits);
  return 0;
}
