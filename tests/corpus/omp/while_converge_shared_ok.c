/* An iterative solver: a `while` loop whose exit test reads a shared flag that
 * a single sets; the single's implicit barrier and the explicit barrier at the
 * top of the loop make every thread read the same flag value, so all threads
 * run the same number of iterations and cross the same barriers. Correct; the
 * loop exit looks like a data-dependent condition to a purely control-flow
 * analysis. */
#include <omp.h>
#include <stdio.h>

#define N 32

int main(void) {
  double x[N];
  int done = 0, iters = 0;
  for (int i = 0; i < N; i++)
    x[i] = 64.0;
#pragma omp parallel shared(x, done, iters)
  {
    while (!done) {
#pragma omp barrier
#pragma omp for
      for (int i = 0; i < N; i++)
        x[i] = x[i] / 2.0;
#pragma omp single
      {
        iters++;
        done = (x[0] <= 1.0);
      }
    }
  }
  printf("iterations = %d\n", iters);
  return 0;
}
