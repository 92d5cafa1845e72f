/* Thread-id conditions around constructs that are neither barriers nor
 * worksharing constructs: critical, atomic, task + taskwait, master, flush.
 * Any subset of the team may execute them, so these conditionals cannot cause
 * barrier or worksharing divergence. The only barrier and the only single are
 * outside the conditions. Correct. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int odd = 0, even = 0, tasks = 0;
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    if (me % 2 == 1) {
#pragma omp critical
      odd++;
    } else {
#pragma omp atomic
      even++;
    }
    if (me == 0) {
#pragma omp task shared(tasks)
      tasks = 1;
#pragma omp taskwait
#pragma omp flush
    }
    if (me < 2) {
#pragma omp master
      tasks += 10;
    }
#pragma omp barrier
#pragma omp single
    printf("even >= 1: %d, tasks = %d\n", even >= 1, tasks);
  }
  return odd < 0;
}
