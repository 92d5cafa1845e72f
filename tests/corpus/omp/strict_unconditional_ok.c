// parcoach-args: --omp-strict
/* Checked with --omp-strict (verbosity 1): every barrier, explicit or
 * implicit, and every worksharing construct is outside any condition, so every
 * thread of the team reaches each one. Thread-id conditions guard only plain
 * computation. Correct at both verbosity levels. */
#include <omp.h>
#include <stdio.h>

#define N 16

int main(void) {
  int a[N], tot = 0;
#pragma omp parallel
  {
    int me = omp_get_thread_num();
#pragma omp for
    for (int i = 0; i < N; i++)
      a[i] = (me >= 0) ? i : -i;
#pragma omp barrier
#pragma omp single
    tot = a[N - 1];
#pragma omp sections
    {
#pragma omp section
      a[0] = 1;
#pragma omp section
      a[1] = 1;
    }
#pragma omp barrier
  }
  printf("tot = %d, a[0] + a[1] = %d\n", tot, a[0] + a[1]);
  return 0;
}
