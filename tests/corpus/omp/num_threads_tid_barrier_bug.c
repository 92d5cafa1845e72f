/* A parallel region with num_threads(3) and an if clause that is true at run
 * time; inside it, only threads 0 and 1 reach the barrier. The clauses make
 * the team size independent of OMP_NUM_THREADS.
 * Run time: threads 0 and 1 wait at the barrier, thread 2 at the end of the
 * parallel region: deadlock, even with OMP_NUM_THREADS=1. */
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  int hit[3] = {0};
#pragma omp parallel num_threads(3) if (argc > 0)
  {
    int me = omp_get_thread_num();
    if (me < 2) {
      hit[me] = 1;
#pragma omp barrier // expect: omp-barrier-divergence
    }
  }
  printf("hit = %d %d\n", hit[0], hit[1]);
  return 0;
}
