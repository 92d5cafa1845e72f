/* `single` with its implicit barrier, encountered by every thread: one thread
 * initializes shared data, the barrier publishes it, then all threads use it.
 */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int n = 0;
  int used = 0;
#pragma omp parallel
  {
#pragma omp single
    n = 10;
#pragma omp atomic
    used += n;
#pragma omp single
    printf("n = %d\n", n);
  }
  return used % 10 == 0 ? 0 : 1;
}
