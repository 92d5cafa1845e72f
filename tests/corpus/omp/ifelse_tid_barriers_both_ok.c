/* Each branch of a thread-id condition has exactly one barrier, so every
 * thread crosses the same number of barriers. The OpenMP specification asks
 * that all threads encounter the same barrier region, but libomp (like every
 * implementation) does not tell barriers apart: the two barriers synchronize
 * together and the program completes. Correct at the default verbosity 0
 * (same number of barriers); see ifelse_tid_barriers_strict_bug.c for the
 * strict check of the same code. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int flag = 0;
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
      flag = 1;
#pragma omp barrier
    } else {
#pragma omp barrier
    }
  }
  printf("flag = %d\n", flag);
  return 0;
}
