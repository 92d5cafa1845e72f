/* `masked` (OpenMP 5.1; C/C++ only here, flang-16 rejects it): like master, no
 * barrier and not a worksharing construct; the filter selects which thread
 * runs the body. Followed by a barrier reached by every thread. Correct. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int by0 = 0, by1 = 0;
#pragma omp parallel
  {
#pragma omp masked
    by0 = 1;
#pragma omp masked filter(1)
    by1 = 1;
#pragma omp barrier
  }
  printf("by0 = %d\n", by0);
  return by1 < 0;
}
