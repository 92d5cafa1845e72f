/* Thread-id dependence that goes through local variables: the id is stored in
 * a private variable, a flag is derived from it, and the barrier is guarded by
 * the flag. Only the even-numbered threads reach the barrier.
 * Run time (2+ threads): thread 0 waits at the barrier, thread 1 at the end of
 * the parallel region: deadlock (with 4 threads, threads 0 and 2 pass the
 * barrier together and then wait at the end of the region while 1 and 3 wait
 * at the join: still a deadlock because the barrier kinds differ). */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int data[64] = {0};
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    int even = (me % 2 == 0);
    data[me % 64] = me;
    if (even) {
#pragma omp barrier // expect: omp-barrier-divergence
    }
  }
  printf("data[0] = %d\n", data[0]);
  return 0;
}
