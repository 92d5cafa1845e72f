/* Nested parallelism: the inner region branches on `outer`, the thread id in
 * the OUTER team, computed before the inner region and shared with it. All
 * threads of one inner team were created by the same outer thread and read
 * the same `outer` value, so within each inner team the barrier is reached by
 * all threads or by none. The condition is thread-dependent for the outer team
 * but uniform for the inner team that the barrier binds to. Correct. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int synced[2] = {0, 0};
  omp_set_max_active_levels(2);
#pragma omp parallel num_threads(2)
  {
    int outer = omp_get_thread_num();
#pragma omp parallel num_threads(2)
    {
      if (outer == 0) {
#pragma omp barrier
      }
#pragma omp single
      synced[outer] = 1;
    }
  }
  printf("synced = %d\n", synced[0]);
  return 0;
}
