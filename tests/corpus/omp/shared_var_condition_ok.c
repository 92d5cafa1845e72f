/* Conditions on shared variables, which every thread of the team evaluates
 * alike: a variable set before the parallel region, and a variable written in
 * a single and read after the single's implicit barrier (every thread sees
 * the same value). The barriers and worksharing constructs under these
 * conditions are encountered by all threads or by none. Correct; the plain
 * PARCOACH algorithm reports the conditionals because it does not know the
 * values are uniform. */
#include <omp.h>
#include <stdio.h>

#define N 16

int main(int argc, char **argv) {
  (void)argv;
  int nsteps = argc + 2; /* 3 when run without arguments */
  int go = 0;
  int a[N] = {0};
#pragma omp parallel shared(nsteps, go, a)
  {
    if (nsteps > 2) {
#pragma omp barrier
    }
#pragma omp single
    go = (nsteps % 2 == 1);
    if (go) {
#pragma omp for
      for (int i = 0; i < N; i++)
        a[i] = i;
    }
  }
  printf("go = %d, a[N-1] = %d\n", go, a[N - 1]);
  return 0;
}
