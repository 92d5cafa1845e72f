/* `for ordered` with `ordered` blocks, inside a parallel region (the loop has
 * an implicit barrier) and as a combined `parallel for ordered`. The ordered
 * blocks print in iteration order, so the output is deterministic. Correct. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int last = -1;
#pragma omp parallel
  {
#pragma omp for ordered schedule(dynamic)
    for (int i = 0; i < 6; i++) {
#pragma omp ordered
      last = i;
    }
  }
#pragma omp parallel for ordered schedule(static, 1)
  for (int i = 0; i < 4; i++) {
#pragma omp ordered
    printf("step %d\n", i);
  }
  printf("last = %d\n", last);
  return 0;
}
