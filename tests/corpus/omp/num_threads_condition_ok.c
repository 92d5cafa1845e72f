/* Conditions on omp_get_num_threads() and omp_in_parallel(): every thread of
 * the team gets the same answer, so the barrier and the single under them are
 * encountered by all threads or by none. Correct. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int parts = 0;
#pragma omp parallel
  {
    int nt = omp_get_num_threads();
    if (nt > 1) {
#pragma omp barrier
    }
    if (omp_in_parallel()) {
#pragma omp single
      parts = nt > 0;
    }
  }
  printf("parts = %d\n", parts);
  return 0;
}
