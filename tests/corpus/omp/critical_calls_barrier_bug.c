/* Invalid nesting through a call: the body of a `critical` calls
 * log_and_sync(), which holds an orphaned barrier. A barrier may not be
 * closely nested inside a critical region. Every thread executes the critical
 * section (critical is straight-line code in the OMPCFG), so every thread
 * calls the function and the number of barriers is the same: only the nesting
 * is wrong.
 * Run time (2+ threads): the first thread in the critical section waits at
 * the barrier while holding the lock, the others wait for the lock: deadlock.
 */
#include <omp.h>
#include <stdio.h>

static int entries;

static void log_and_sync(void) {
  entries++;
#pragma omp barrier // expect: omp-invalid-nesting
}

int main(void) {
#pragma omp parallel
  {
#pragma omp critical
    log_and_sync();
  }
  printf("entries = %d\n", entries);
  return 0;
}
