/* Seed 002 (Saillard et al., IWOMP 2014), Listing 1.1: a `single` that only
 * some threads of the team encounter, because the condition inside the
 * parallel region depends on the thread id. The outer `if (go)` is outside the
 * parallel region: the initial thread evaluates it once, so it cannot make the
 * team diverge.
 * Run time (2+ threads): thread 0 enters the single and stops at its implicit
 * barrier while the other threads stop at the explicit barrier; the two
 * barriers pair up, then thread 0 waits at the explicit barrier and the others
 * at the end of the parallel region: deadlock.
 * Expected: the single is not encountered by all threads, and its implicit
 * barrier (same line) is not reached by all threads. The explicit barrier is
 * reached by every thread and is not reported. */
#include <omp.h>
#include <stdio.h>

static int counter;

static void f(int go) {
  if (go) {
#pragma omp parallel
    {
      if (omp_get_thread_num() == 0) {
        counter++;
#pragma omp single // expect: omp-worksharing-divergence, omp-barrier-divergence
        {
          counter += 10;
        }
      }
#pragma omp barrier
    }
  }
}

int main(int argc, char **argv) {
  (void)argv;
  f(argc > 0);
  printf("counter = %d\n", counter);
  return 0;
}
