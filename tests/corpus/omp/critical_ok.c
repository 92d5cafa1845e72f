/* `critical` (unnamed and named) is mutual exclusion, neither a barrier nor a
 * worksharing construct; every thread executes each critical section once.
 * A barrier follows, then a single prints the result. Correct. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int count = 0, other = 0;
#pragma omp parallel
  {
#pragma omp critical
    count++;
#pragma omp critical(other_lock)
    other += 2;
#pragma omp barrier
#pragma omp single
    printf("count == other / 2: %d\n", count == other / 2);
  }
  return 0;
}
