// parcoach-args: --omp-strict
/* The same code as ifelse_tid_barriers_both_ok.c, checked with --omp-strict
 * (verbosity 1): every barrier must be reached by all threads of the team, and
 * here each barrier is reached by only part of the team. The specification
 * says each barrier region must be encountered by all threads or by none, so
 * the program is non-conforming, although libomp lets the two barriers
 * synchronize together.
 * Run time: completes with libomp (1, 2 or 4 threads) and prints flag = 1; the
 * defect is a portability one, not a hang. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int flag = 0;
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
      flag = 1;
#pragma omp barrier // expect: omp-barrier-divergence
    } else {
#pragma omp barrier // expect: omp-barrier-divergence
    }
  }
  printf("flag = %d\n", flag);
  return 0;
}
