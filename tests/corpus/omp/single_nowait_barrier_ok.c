/* `single nowait` encountered by every thread: no implicit barrier, so an
 * explicit barrier follows before the result is read. Correct. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int a = 0, b = 0;
  int check = 0;
#pragma omp parallel
  {
#pragma omp single nowait
    a = 5;
#pragma omp single nowait
    b = 7;
#pragma omp barrier
#pragma omp master
    check = a + b;
  }
  printf("a + b = %d\n", check);
  return 0;
}
