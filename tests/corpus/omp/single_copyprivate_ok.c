/* `single copyprivate`: one thread reads a value and broadcasts it to the
 * private copies of the whole team (the runtime synchronizes the team inside
 * the copyprivate call: an implicit barrier with no __kmpc_barrier in the IR).
 * Every thread encounters the construct. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int bad = 0;
#pragma omp parallel
  {
    int seed;
#pragma omp single copyprivate(seed)
    seed = 1234;
    if (seed != 1234) {
#pragma omp atomic
      bad++;
    }
  }
  printf("bad = %d\n", bad);
  return bad;
}
