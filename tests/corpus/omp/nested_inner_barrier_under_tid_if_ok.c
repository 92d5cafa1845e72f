/* Nested parallelism: only thread 0 of the outer team creates an inner team,
 * and the inner region contains a barrier and a single. Is the thread-id
 * condition a cause of divergence? No: a barrier or worksharing construct
 * binds to the innermost enclosing parallel region, i.e. to the inner team.
 * The outer condition only decides whether the inner team exists; once it
 * exists, all of its threads run the same code and reach the barrier and the
 * single. The threads of the outer team never take part in the inner barrier,
 * and the outer team itself crosses no barrier under the condition (a nested
 * team's barriers are not counted for the team that creates it, Alg. 2).
 * Correct, with nesting enabled (inner team of 2) or not (inner team of 1). */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int inner_size = 0;
  int inner_done = 0;
  omp_set_max_active_levels(2);
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0) {
#pragma omp parallel num_threads(2)
      {
#pragma omp barrier
#pragma omp single
        {
          inner_size = omp_get_num_threads();
          inner_done = 1;
        }
      }
    }
  }
  printf("inner_done = %d, inner team of %d\n", inner_done, inner_size);
  return 0;
}
