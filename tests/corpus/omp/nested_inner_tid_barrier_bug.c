/* Nested parallelism: inside the inner region the barrier is guarded by the
 * thread id in the INNER team, so the inner team diverges (the same bug as
 * tid_if_barrier_bug.c, one level down). The outer region is correct.
 * Run time: with nesting enabled each inner team has 2 threads; inner thread 1
 * waits at the barrier, inner thread 0 at the end of the inner region:
 * deadlock (the team sizes are fixed by num_threads, so this happens even with
 * OMP_NUM_THREADS=1). */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int work = 0;
  omp_set_max_active_levels(2);
#pragma omp parallel num_threads(2)
  {
#pragma omp parallel num_threads(2)
    {
      if (omp_get_thread_num() == 1) {
#pragma omp barrier // expect: omp-barrier-divergence
      }
    }
#pragma omp atomic
    work++;
  }
  printf("work = %d\n", work);
  return 0;
}
