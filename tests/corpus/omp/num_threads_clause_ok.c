/* The num_threads clause (constant and computed) on parallel regions whose
 * bodies contain worksharing constructs and barriers reached by every thread.
 * Correct whatever the team size. */
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  int cnt[8] = {0};
  int total = 0;
#pragma omp parallel num_threads(3)
  {
#pragma omp for
    for (int i = 0; i < 8; i++)
      cnt[i] = 1;
#pragma omp barrier
  }
  int nt = argc + 1;
#pragma omp parallel num_threads(nt) reduction(+ : total)
  {
#pragma omp for
    for (int i = 0; i < 8; i++)
      total += cnt[i];
  }
  printf("total = %d\n", total);
  return 0;
}
