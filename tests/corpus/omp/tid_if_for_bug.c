/* A worksharing loop (with its implicit barrier) under a condition on the
 * thread id: only thread 0 encounters the `for`, the other threads skip it.
 * Run time (2+ threads): thread 0 runs its share of the iterations and waits
 * at the loop's implicit barrier, the other threads wait at the end of the
 * parallel region: deadlock. The iterations of the other threads are never
 * executed. */
#include <omp.h>
#include <stdio.h>

#define N 16

int main(void) {
  int a[N] = {0};
#pragma omp parallel
  {
    if (omp_get_thread_num() == 0) {
#pragma omp for // expect: omp-worksharing-divergence, omp-barrier-divergence
      for (int i = 0; i < N; i++)
        a[i] = i;
    }
  }
  printf("a[N-1] = %d\n", a[N - 1]);
  return 0;
}
