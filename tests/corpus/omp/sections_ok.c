/* `sections` (with its implicit barrier) and `sections nowait` followed by an
 * explicit barrier: every thread encounters both constructs, whichever
 * sections it executes. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int x = 0, y = 0, z = 0, w = 0;
#pragma omp parallel
  {
#pragma omp sections
    {
#pragma omp section
      x = 1;
#pragma omp section
      y = 2;
#pragma omp section
      z = 3;
    }
#pragma omp sections nowait
    {
#pragma omp section
      w = x + y;
#pragma omp section
      z = z * 2;
    }
#pragma omp barrier
  }
  printf("w = %d, z = %d\n", w, z);
  return 0;
}
