/* A `single copyprivate` that only thread 0 encounters. copyprivate has no
 * separate barrier call in clang's IR (the runtime synchronizes the team
 * inside __kmpc_copyprivate), but the construct still ends with a barrier.
 * Run time (2+ threads): thread 0 waits inside the copyprivate broadcast, the
 * other threads wait at the end of the parallel region: deadlock. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int seen = 0;
  int x = 0;
#pragma omp parallel firstprivate(x)
  {
    if (omp_get_thread_num() == 0) {
#pragma omp single copyprivate(x) // expect: omp-worksharing-divergence, omp-barrier-divergence
      x = 42;
    }
    if (omp_get_thread_num() == 0)
      seen = x;
  }
  printf("seen = %d\n", seen);
  return 0;
}
