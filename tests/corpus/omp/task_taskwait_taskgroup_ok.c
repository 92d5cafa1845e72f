/* Tasks created in a single, waited for with taskwait; tasks created by every
 * thread inside a taskgroup. taskwait and taskgroup only wait for tasks, they
 * are not team barriers, so it does not matter that only the single's thread
 * executes the taskwait. Correct. */
#include <omp.h>
#include <stdio.h>

#define N 8

int main(void) {
  int sq[N] = {0};
  int total = 0;
#pragma omp parallel
  {
#pragma omp single
    {
      for (int i = 0; i < N; i++) {
#pragma omp task firstprivate(i) shared(sq)
        sq[i] = i * i;
      }
#pragma omp taskwait
      for (int i = 0; i < N; i++)
        total += sq[i];
    }
#pragma omp taskgroup
    {
#pragma omp task shared(total)
      {
#pragma omp atomic
        total += 1;
      }
    }
  }
  printf("total >= 140: %d\n", total >= 140);
  return 0;
}
