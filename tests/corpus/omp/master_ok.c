/* `master` is not a worksharing construct and has no barrier: only thread 0
 * runs the body (the OMPCFG models it as an if/else), and an explicit barrier
 * placed after it, reached by every thread, publishes the result. Correct. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int config = 0;
  int sum = 0;
#pragma omp parallel
  {
#pragma omp master
    {
      config = 3;
    }
#pragma omp barrier
#pragma omp atomic
    sum += config;
  }
  printf("sum is a multiple of 3: %d\n", sum % 3 == 0);
  return 0;
}
