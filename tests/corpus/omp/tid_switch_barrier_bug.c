/* A switch on the thread id with a barrier in two of its three arms; threads
 * taking the default arm cross no barrier. The two barriers have the same
 * sequential order (0) and, together, are still avoided by the default path,
 * so both are barriers that some threads of the team do not reach.
 * Run time: the team has 3 threads (num_threads(3), whatever
 * OMP_NUM_THREADS says); threads 0 and 1 wait at their barriers, which can
 * only complete when all 3 threads arrive, while thread 2 waits at the end of
 * the parallel region: deadlock.
 */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int tag[3] = {0};
#pragma omp parallel num_threads(3)
  {
    int me = omp_get_thread_num();
    switch (me % 3) {
    case 0:
      tag[0] = 1;
#pragma omp barrier // expect: omp-barrier-divergence
      break;
    case 1:
      tag[1] = 1;
#pragma omp barrier // expect: omp-barrier-divergence
      break;
    default:
      break;
    }
  }
  printf("tag = %d\n", tag[0]);
  return 0;
}
