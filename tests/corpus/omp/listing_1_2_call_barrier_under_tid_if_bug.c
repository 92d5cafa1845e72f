/* Seed 002 (Saillard et al., IWOMP 2014), Listing 1.2: an orphaned barrier in
 * f() is reached only by the threads for which r == 0, and r is the thread id.
 * f() itself is correct (one unconditional barrier); the inter-procedural
 * analysis (Alg. 2 / thesis Alg. 18) replaces the call by f's minimal number of
 * barriers (1), and that barrier is conditional in main's parallel region.
 * The finding is therefore expected at the call site inside the parallel
 * region, which acts as the barrier.
 * Run time (2+ threads): thread 0 waits in f's barrier, the other threads wait
 * at the end of the parallel region: deadlock. */
#include <omp.h>
#include <stdio.h>

static void f(void) {
  /* ... */
#pragma omp barrier
  return;
}

int main(void) {
  int r;
#pragma omp parallel private(r)
  {
    r = omp_get_thread_num();
    if (r == 0)
      f(); // expect: omp-barrier-divergence
  }
  printf("done\n");
  return 0;
}
